/** The texts the contract pins for the lending operations. */
export const MSG = {
  bookNotFound: 'Book not found',
  membershipRequired: 'An active membership is required to borrow books.',
  duplicateRequest: 'You already have an open request for this book.',
  outOfStock: 'This book is out of stock.',
  requested: 'Book rented successfully!',

  requestNotFound: 'Request not found',
  notPending: 'This request is no longer pending.',
  serialOnLoan: 'This copy is already out on another loan.',
  serialUnknown: 'This serial number is not a copy of this book.',
  approved: 'Request approved successfully',
  rejected: 'Request rejected successfully',

  memberRecordNotFound: 'Book not found or unauthorized action',
  onlyApprovedPickup: 'Only an approved request can be marked as received.',
  received: 'Book received successfully',
  onlyReceivedReturn: 'Only a received book can be marked as returned.',
  returned: 'Book returned successfully',
  onlyReturnedCancel: 'Only a returned book can have its return cancelled.',
  returnCancelled: 'Return canceled successfully',

  onlyReturnedConfirm: 'Only a returned book can be confirmed.',
  returnConfirmed: 'Return confirmed successfully',
  notProcessed: 'Request not found or already processed.',
  notReceived: 'Request Received successfully, and an email notification has been sent.',
  reminderSent: 'Return request sent successfully',
  returnRecentlyRequested: 'A return of this book was already requested in the last 24 hours.',

  allDeleted: 'All Book Information have been deleted successfully.',
} as const;
