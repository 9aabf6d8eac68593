import { isUuid } from '../http/route-ids.js';
import { derivedId } from './derived-id.js';

describe('derivedId', () => {
  it('gives the ids already stored: a seeded template of survey, a supporter of clients', () => {
    expect(derivedId('survey', 'template', 'AboutYou')).toBe('5d1a5207-89b0-5868-930a-82bd8002e737');
    expect(derivedId('clients', 'supporter', '0d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b', '3')).toBe('2b9a1cdd-1551-5bc6-9644-3a655e516581');
  });

  it('is a version 5 layout UUID, different for another service or other parts', () => {
    const id = derivedId('survey', 'form', 'a');
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('5');
    expect('89ab').toContain(id[19]);
    expect(new Set([id, derivedId('clients', 'form', 'a'), derivedId('survey', 'form', 'b'), derivedId('survey', 'forma')]).size).toBe(4);
  });
});
