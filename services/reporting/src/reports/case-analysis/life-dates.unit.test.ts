import { ageAnswerOf, calendarDateOf, datedParts, yearAtAge } from './life-dates.js';

describe('dates as the answers give them', () => {
  it('reads a date picked, and an age given as the whole answer', () => {
    expect(calendarDateOf('1990-06-05')).toEqual({ year: 1990, month: 6, day: 5 });
    expect(calendarDateOf('June 5, 1990')).toBeNull();
    for (const [answer, age] of [
      ['8', 8],
      ['eight', 8],
      ['about 12', 12],
      ['I was 14', 14],
      ['14 years old', 14],
      ['12 or 13', 12],
      ['16.', 16],
    ] as const) {
      expect([answer, ageAnswerOf(answer)]).toEqual([answer, age]);
    }
    for (const answer of ['young', 'in 3rd grade', '3 that I remember', 'about 4 months', '2009']) expect([answer, ageAnswerOf(answer)]).toEqual([answer, null]);
  });

  it('turns an age into the year the middle of that year of age fell in, as "about"', () => {
    // Born in September 1987: age 35 ran from September 2022 to September 2023.
    expect(yearAtAge({ year: 1987, month: 9, day: 12 }, 35)).toEqual({ year: 2023, approximate: true });
    // Born in March 1988: age 8 ran from March 1996 to March 1997.
    expect(yearAtAge({ year: 1988, month: 3, day: 14 }, 8)).toEqual({ year: 1996, approximate: true });
  });

  it('finds the years, months, spans and the one age each sentence of free text names, and nothing else', () => {
    expect(datedParts('Grant Medical Center, 3 days in August 2023, after the accident at work. Netcare in 2008 (see mental health).')).toEqual([
      { text: 'Grant Medical Center, 3 days in August 2023, after the accident at work', spans: [{ from: { year: 2023, month: 8 } }], age: null },
      { text: 'Netcare in 2008 (see mental health)', spans: [{ from: { year: 2008 } }], age: null },
    ]);
    expect(datedParts('Married to Crystal Jones from 2009 to 2016. She is the mother of Jaylen and Amaya.')).toEqual([
      { text: 'Married to Crystal Jones from 2009 to 2016', spans: [{ from: { year: 2009 }, to: { year: 2016 } }], age: null },
    ]);
    expect(datedParts('Employee of the Month twice (2015 and 2019); on my own since 2020-present')).toEqual([
      { text: 'Employee of the Month twice (2015 and 2019)', spans: [{ from: { year: 2015 } }, { from: { year: 2019 } }], age: null },
      { text: 'on my own since 2020-present', spans: [{ from: { year: 2020 }, to: 'present' }], age: null },
    ]);
    expect(datedParts('My dad went to prison when I was 9.\nHe got out when I was fourteen.')).toEqual([
      { text: 'My dad went to prison when I was 9', spans: [], age: 9 },
      { text: 'He got out when I was fourteen', spans: [], age: 14 },
    ]);
    // Two ages in one sentence: which is which is not clear.
    expect(datedParts('I lived with her from when I was 9 until I was 13')).toEqual([]);
    expect(datedParts('3rd to 6th, a few years back, about 4 months')).toEqual([]);
  });
});
