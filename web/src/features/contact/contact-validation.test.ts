import { OUTREACH_MESSAGES as M } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { contactPayload, EMPTY_CONTACT, validateContact } from './contact-validation';

const filled = {
  name: ' Ada Lovelace ',
  email: 'ada@example.org',
  subject: 'TEAS question',
  message: 'Hello!',
};

describe('validateContact', () => {
  it('requires every field', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      subject: M.subjectRequired,
      message: M.messageRequired,
    });
    expect(validateContact({ ...filled, subject: '   ' })).toEqual({
      subject: M.subjectRequired,
    });
  });

  it('checks the e-mail address and the lengths', () => {
    expect(validateContact({ ...filled, email: 'not-an-email' })).toEqual({
      email: M.invalidEmail,
    });
    expect(validateContact({ ...filled, message: 'x'.repeat(5001) })).toEqual({
      message: M.tooLong('Message', 5000),
    });
    expect(validateContact(filled)).toEqual({});
  });

  it('sends trimmed values', () => {
    expect(contactPayload(filled).name).toBe('Ada Lovelace');
  });
});
