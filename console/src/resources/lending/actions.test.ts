import { describe, expect, it } from 'vitest';
import { apiError, HttpResponse, mockApi, server } from '../../test/server';
import { rentRecord } from '../requests/fixtures';
import { dp, jsonBodies } from '../../test/providerCalls';

describe('actions', () => {
  const record = rentRecord({ rentId: 'r', serialNumber: '101' });
  const key = {
    userId: 12345,
    bookId: 123456,
    rentId: 'r',
    username: 'rahim@example.org',
    bookname: 'পথের পাঁচালী',
  };

  it('approves with the serial and the length as returnDayNumber, rejects without them', async () => {
    const bodies = jsonBodies('put', '/SingUpAdmin/updateRequestStatus', {
      message: 'Request approved successfully',
      rentBook: record,
    });
    await dp.approveRequest(record, { serialNumber: '102', loanDays: 14 });
    await dp.rejectRequest(record);
    expect(bodies).toEqual([
      { ...key, status: 'approved', serialNumber: '102', returnDayNumber: 14 },
      { ...key, status: 'rejected' },
    ]);
  });

  it('requests a return, confirms it and answers Not Received with the record keys', async () => {
    const bodies: Record<string, unknown> = {};
    server.use(
      mockApi.post('/SingUpAdmin/deleteRequest', async ({ request }) => {
        bodies.requestReturn = await request.json();
        return HttpResponse.json({ message: 'Return request sent successfully' });
      }),
      mockApi.put('/SingUpAdmin/returnData', async ({ request }) => {
        bodies.confirm = await request.json();
        return HttpResponse.json({ message: 'Return confirmed successfully', rentBook: record });
      }),
      mockApi.put('/SingUpAdmin/updateStatus', async ({ request }) => {
        bodies.notReceived = await request.json();
        return HttpResponse.json({
          success: true,
          message: 'Request Received successfully, and an email notification has been sent.',
        });
      })
    );
    await dp.requestReturn(record);
    await dp.confirmReturn(record);
    await dp.markNotReceived(record);
    expect(bodies).toEqual({
      requestReturn: { ...key, serialNumber: '101' },
      confirm: { ...key, serialNumber: '101' },
      notReceived: { ...key, status: 'Received' },
    });
  });

  it('rejects with the API error (status and code) for the screens to word', async () => {
    server.use(
      mockApi.put('/SingUpAdmin/updateRequestStatus', () =>
        apiError(409, 'serial_on_loan', 'This copy is already out on another loan.')
      )
    );
    await expect(
      dp.approveRequest(record, { serialNumber: '101', loanDays: 1 })
    ).rejects.toMatchObject({ status: 409, code: 'serial_on_loan' });
  });
});
