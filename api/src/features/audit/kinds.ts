/**
 * The short kind of each admin write, the closed set `GET /ext/audit` filters by (the contract's
 * AuditKind enum lists the same values; test/audit-matrix.test.ts checks both against x-access).
 * Two operations may share a kind when they do the same thing (the mission's POST and PUT).
 */
export const AUDIT_KINDS = {
  acknowledgeBookLent: 'loans.lent',
  acknowledgeBookReturned: 'loans.returned',
  addBlog: 'blogs.create',
  addBook: 'books.create',
  addEvent: 'events.create',
  addFaq: 'faqs.create',
  addGalleryItem: 'gallery.create',
  addNotice: 'notices.create',
  addTeamMember: 'team.create',
  adminCreateUser: 'members.create',
  approveDonation: 'donations.approve',
  approveMembership: 'memberships.approve',
  approveRequests: 'requests.approve',
  confirmBookReturn: 'loans.confirm_return',
  confirmTwoFactor: 'two_factor.confirm',
  deactivateMembership: 'memberships.deactivate',
  decideBorrowRequest: 'requests.decide',
  deleteAcceptedPayment: 'donations.delete',
  deleteAllAcceptedDonations: 'reset.donations',
  deleteAllBorrowRecords: 'reset.loans',
  deleteBlog: 'blogs.delete',
  deleteBook: 'books.delete',
  deleteEvent: 'events.delete',
  deleteFaq: 'faqs.delete',
  deleteGalleryItem: 'gallery.delete',
  deleteNotice: 'notices.delete',
  deleteTeamMember: 'team.delete',
  deleteUser: 'members.delete',
  importBooksCsv: 'import.books',
  importMembersCsv: 'import.members',
  markReturnNotReceived: 'loans.not_returned',
  recordHandover: 'loans.handover',
  rejectDonation: 'donations.reject',
  rejectMembership: 'memberships.reject',
  requestBookReturn: 'loans.request_return',
  saveCirculationSettings: 'settings.circulation',
  saveMission: 'mission.update',
  startTwoFactorEnrolment: 'two_factor.start',
  updateBlog: 'blogs.update',
  updateBook: 'books.update',
  updateEvent: 'events.update',
  updateGalleryItem: 'gallery.update',
  updateMission: 'mission.update',
  updateNotice: 'notices.update',
  updateRankSettings: 'settings.rank',
  updateTeamMember: 'team.update',
} as const satisfies Record<string, string>;

export type AuditKind = (typeof AUDIT_KINDS)[keyof typeof AUDIT_KINDS];

/** The kind an operation is logged under; one missing from the table is logged by its own id. */
export function auditKindOf(operationId: string): string {
  return (AUDIT_KINDS as Record<string, string>)[operationId] ?? operationId;
}
