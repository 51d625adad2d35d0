import type { RentStatus } from '@pathagar/sdk/schema';
import type { Catalogue, People } from './schema';

/**
 * When things happened in the demo, in days before it starts: each book's arrival and every
 * step of every loan. The writer turns these into dates; the loader checks with them that the
 * story holds together (nobody borrows before joining and paying, no book is lent before it
 * arrived), so that no screen shows a "member since" after the member's first loan.
 */

/** Days before the start that the book at `index` (newest first) arrived. */
export const arrivedDaysAgo = ({ arrivals }: Catalogue, index: number): number =>
  arrivals.newestDaysAgo + index * arrivals.everyDays;

export interface PlannedLoan {
  member: string;
  /** The book's English title. */
  book: string;
  status: RentStatus;
  requested: number;
  decided?: number;
  received?: number;
  returned?: number;
  confirmed?: number;
  /** The loan length the admin chose, for loans that were lent. */
  loanDays?: number;
}

/** How long a read (a loan confirmed as read) took, in days, from the admin's approval. */
const READ = { asked: 1, received: 0.5, lent: 14, returnedBeforeConfirmed: 0.5, confirmed: 15 };

/**
 * Every loan of the demo: the confirmed reads, then the open loans. `latestRead` may bring a
 * reader's latest read closer (the start of the month must still hold one of Rahim's reads).
 */
export function plannedLoans(
  people: People,
  latestRead: (reader: string, days: number) => number = (_, days) => days
): PlannedLoan[] {
  const { spacingDays, readers } = people.reads;
  const reads = Object.entries(readers).flatMap(([member, { latestDaysAgo, books }]) => {
    const latest = latestRead(member, latestDaysAgo);
    return books.map((book, n): PlannedLoan => {
      const confirmed = latest + n * spacingDays;
      const approved = confirmed + READ.confirmed;
      return {
        member,
        book,
        status: 'readed',
        requested: approved + READ.asked,
        decided: approved,
        received: approved - READ.received,
        returned: confirmed + READ.returnedBeforeConfirmed,
        confirmed,
        loanDays: READ.lent,
      };
    });
  });
  const open = people.openLoans.map((loan): PlannedLoan => {
    const after = (days: number | undefined) =>
      days === undefined ? undefined : loan.requestedDaysAgo - days;
    return {
      member: loan.member,
      book: loan.book,
      status: loan.status,
      requested: loan.requestedDaysAgo,
      decided: after(loan.decidedAfterDays),
      received: after(loan.receivedAfterDays),
      returned: after(loan.returnedAfterDays),
      loanDays: loan.loanDays,
    };
  });
  return [...reads, ...open];
}

/** Whether a loan in this state has a copy out (and so a serial and a due date). */
export const lends = (status: RentStatus): boolean => status !== 'pending' && status !== 'rejected';

/** What does not hold together in the data, one sentence each; empty when all is well. */
export function storyProblems(catalogue: Catalogue, people: People): string[] {
  const problems: string[] = [];
  const books = new Map(catalogue.books.map((book, index) => [book.en, index]));
  const members = new Map(people.members.map((member) => [member.key, member]));

  for (const login of people.accounts.logins) {
    if (!members.has(login)) problems.push(`accounts.logins names "${login}", who is no member`);
  }
  if (!people.reads.readers[people.reads.thisMonthReader]) {
    problems.push(`reads.thisMonthReader "${people.reads.thisMonthReader}" has no reads`);
  }
  for (const member of people.members) {
    const paid = member.paidDaysAgo ?? [];
    const first = paid[0] ?? member.appliedDaysAgo ?? 0;
    if (first >= member.joinedDaysAgo) {
      problems.push(`${member.key} pays or applies before joining`);
    }
    if (paid.some((days, i) => i > 0 && days >= paid[i - 1]!)) {
      problems.push(`${member.key}'s paidDaysAgo must be listed oldest first`);
    }
  }
  const oldestMember = Math.max(...people.members.map((member) => member.joinedDaysAgo));
  if (people.accounts.admin.createdDaysAgo <= oldestMember) {
    problems.push('accounts.admin must be created before every member joined');
  }

  for (const loan of plannedLoans(people)) {
    const member = members.get(loan.member);
    const index = books.get(loan.book);
    const what = `${loan.member}'s loan of "${loan.book}"`;
    if (!member) problems.push(`${what}: no member "${loan.member}"`);
    if (index === undefined) problems.push(`${what}: no such book in books.yaml`);
    if (!member || index === undefined) continue;
    // "Member since" is the day of the latest payment: it must come before any loan.
    const since = member.paidDaysAgo?.at(-1);
    if (since === undefined || since <= loan.requested) {
      problems.push(`${what} is asked for before ${loan.member}'s (latest) membership payment`);
    }
    if (arrivedDaysAgo(catalogue, index) <= loan.requested) {
      problems.push(`${what} is asked for before the book arrived (move it down in books.yaml)`);
    }
    if (lends(loan.status) && (loan.decided === undefined || loan.loanDays === undefined)) {
      problems.push(`${what} is ${loan.status} but has no decidedAfterDays or loanDays`);
    }
  }
  return problems;
}
