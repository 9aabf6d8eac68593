import { describeFailure } from './send-failure.js';

describe('describeFailure', () => {
  it('treats SMTP 5xx and Twilio 4xx (but 429) as permanent, the rest as transient', () => {
    expect(describeFailure(Object.assign(new Error('mailbox unavailable'), { responseCode: 550, code: 'EENVELOPE' }), 'a@b.c').permanent).toBe(true);
    expect(describeFailure(Object.assign(new Error('try later'), { responseCode: 451 }), 'a@b.c').permanent).toBe(false);
    expect(describeFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }), 'a@b.c').permanent).toBe(false);
    expect(describeFailure(Object.assign(new Error('invalid number'), { status: 400, code: 21211 }), '+1').permanent).toBe(true);
    expect(describeFailure(Object.assign(new Error('slow down'), { status: 429, code: 20429 }), '+1').permanent).toBe(false);
    expect(describeFailure(Object.assign(new Error('unavailable'), { status: 503 }), '+1').permanent).toBe(false);
  });

  it('keeps the recipient out of the error text', () => {
    const smtp = describeFailure(Object.assign(new Error('<Pat@Example.com>: rejected, also cc@else.org'), { responseCode: 550, code: 'EENVELOPE' }), 'pat@example.com');
    expect(smtp.error).toBe('EENVELOPE 550: <[address]>: rejected, also [address]');
    const sms = describeFailure(Object.assign(new Error("The 'To' number +15550004001 is not valid"), { status: 400, code: 21211 }), '+15550004001');
    expect(sms.error).toBe("21211 400: The 'To' number [recipient] is not valid");
  });
});
