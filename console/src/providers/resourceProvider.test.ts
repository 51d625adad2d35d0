import { describe, expect, it } from 'vitest';
import { acceptedPayment } from '../resources/proposals/fixtures';
import { MissingIdError } from './resourceProvider';
import { dp } from '../test/providerCalls';

describe('an action without an id', () => {
  it('sends nothing (any request would fail the test) and says why', async () => {
    const attempts = [
      dp.approveMembership(undefined),
      dp.rejectMembership(null),
      dp.approveDonation({ id: undefined, ammount: 5, email: 'a@b.org' }),
      dp.rejectDonation(undefined),
      dp.deactivateMember(undefined),
      dp.deleteMember(null),
      dp.deleteProposal(acceptedPayment({ id: '' })),
    ];
    for (const attempt of attempts) await expect(attempt).rejects.toBeInstanceOf(MissingIdError);
  });
});
