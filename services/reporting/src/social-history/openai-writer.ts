import OpenAI from 'openai';
import { redactIdentity } from './identity-redaction.js';
import { answerKey } from './history-sources.js';
import type { NarrativeParagraph } from './narrative.js';
import type { NarrativeWriter, SectionRequest } from './writer.js';

export interface OpenAiSettings {
  apiKey: string;
  model: string;
  /** Unset in production; a local OpenAI-compatible stand-in's URL in tests. */
  baseURL?: string;
  /** Attempts after the first on a 408, 409, 429 or 5xx (the SDK's own backoff, honouring Retry-After). */
  maxRetries: number;
  timeoutMs: number;
}

/** What one call may send (about 4 characters a token) and answer: a section larger goes in several calls. */
export const INPUT_TOKEN_BUDGET = 6_000;
export const OUTPUT_TOKEN_BUDGET = 2_500;
const CHARS_PER_TOKEN = 4;

/** The answer's shape (structured output, strict): paragraphs of sentences, each naming the keys of its sources. */
export const SECTION_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['paragraphs'],
  properties: {
    paragraphs: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['sentences'],
        properties: {
          sentences: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['text', 'sources'],
              properties: { text: { type: 'string' }, sources: { type: 'array', items: { type: 'string' } } },
            },
          },
        },
      },
    },
  },
} as const;

const THIRD_PERSON = [
  'You write one section of a social history for a criminal defense mitigation report, from the facts given (answers the client wrote to a questionnaire, and sentences from letters of people who support the client).',
  'Write a few paragraphs of plain, chronological prose in the third person, attributed ("{name} reports ...", "His sister, Ann Doe, writes ..."), descriptive rather than labelling: never a diagnosis or a judgement the facts do not state.',
  'Quote a letter first by what it says of the client (an act, a quality, what the writer saw), never by the writer introducing themselves ("My name is ...", "I am writing ..."), which the report prints with the letter.',
  "Quote the client's key statements in his or her own words, in double quotation marks, exactly as written; never paraphrase what the client says to the judge.",
  'Use only the facts given: every date, year, age, number, name and place you write must appear in the facts each sentence cites. Add nothing, guess nothing.',
  'Refer to the client as {name}, pronouns {pronouns}. Keep every placeholder in square brackets, such as [NAME_1], exactly as it is.',
  'A fact written in another language than English: quote it as written and say in which language, or give its meaning in English without quotation marks.',
  'Write the options a client checked (several answers separated by "|") as plain prose, lower case, joined as an English list ("he named his mother, a grandparent and an older brother"), never as quoted labels.',
  "Say a thing once: where several jobs, homes or events share a detail (why each job ended), fold it into each one's sentence rather than repeating a question before each.",
  'For every sentence, list in "sources" the keys of the facts it uses.',
];
const FIRST_PERSON = [
  "You arrange a client's own sentences into one part of the client's first-person statement to the court, for a criminal defense mitigation report.",
  'Use only the sentences given, word for word: you may choose their order and group them into paragraphs, and fix a capital letter or a final stop; never add, change or paraphrase a word.',
  "Join the sentences on one subject (the client's parents, the losses, the plans) into one flowing paragraph, rather than one paragraph an answer.",
  'Keep every placeholder in square brackets, such as [NAME_1], exactly as it is. For every sentence, list in "sources" the key of the fact it comes from.',
];

/** Facts as sent: each with its key, what it answers, and the text. */
interface SentFact {
  key: string;
  about: string;
  text: string;
}

/**
 * The narrative written by OpenAI through the official SDK's chat completions with a strict JSON schema,
 * section by section, each call within the token budget (a larger section in several). The client's identity
 * is taken out of everything sent and put back into the answer (identity-redaction). A call that fails after
 * the SDK's retries throws: the job writes that section again later.
 */
export class OpenAiWriter implements NarrativeWriter {
  readonly label: string;
  private readonly client: OpenAI;

  constructor(private readonly settings: OpenAiSettings) {
    this.label = `Written by ${settings.model}`;
    this.client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, maxRetries: settings.maxRetries, timeout: settings.timeoutMs });
  }

  async write(request: SectionRequest): Promise<NarrativeParagraph[]> {
    const { material, narrator, person } = request;
    const facts: SentFact[] = [
      ...material.answers.map((answer) => {
        const language = request.languages.get(answer.source.pageKey);
        return { key: answerKey(answer), about: `${answer.source.page}: ${answer.source.question}${language ? ` (written in ${language})` : ''}`, text: answer.value };
      }),
      ...(person === 'ThirdPerson'
        ? material.letters.map((sentence) => ({
            key: sentence.key,
            about: `Letter of ${sentence.letter.supporterName}${sentence.letter.clientRelationship ? `, the client's ${sentence.letter.clientRelationship.toLowerCase()}` : ''}`,
            text: sentence.text,
          }))
        : []),
    ];
    if (facts.length === 0) return [];
    const system = (person === 'ThirdPerson' ? THIRD_PERSON : FIRST_PERSON)
      .join(' ')
      .replaceAll('{name}', narrator.name)
      .replace('{pronouns}', `${narrator.subject}/${narrator.object}/${narrator.possessive}`);
    const identity = request.identity;
    const written: NarrativeParagraph[] = [];
    for (const batch of withinBudget(facts, INPUT_TOKEN_BUDGET * CHARS_PER_TOKEN - system.length)) {
      // One redaction over both messages: a placeholder means the same name in each.
      const redacted = redactIdentity(`${system}\u0000${JSON.stringify({ section: material.outline.title, facts: batch })}`, identity);
      const [systemText, userText] = redacted.text.split('\u0000') as [string, string];
      const completion = await this.client.chat.completions.create({
        model: this.settings.model,
        max_completion_tokens: OUTPUT_TOKEN_BUDGET,
        response_format: { type: 'json_schema', json_schema: { name: 'narrative_section', strict: true, schema: SECTION_SCHEMA } },
        messages: [
          { role: 'system', content: systemText },
          { role: 'user', content: userText },
        ],
      });
      const content = completion.choices[0]?.message?.content;
      if (!content) throw new Error('OpenAI answered without content');
      const answer = JSON.parse(redacted.restore(content)) as { paragraphs?: NarrativeParagraph[] };
      written.push(...(answer.paragraphs ?? []));
    }
    return written;
  }
}

/** The facts in batches each under `chars` characters (a fact larger alone goes alone). */
function withinBudget(facts: readonly SentFact[], chars: number): SentFact[][] {
  const batches: SentFact[][] = [];
  let size = Infinity;
  for (const fact of facts) {
    const length = JSON.stringify(fact).length;
    if (size + length > chars) {
      batches.push([]);
      size = 0;
    }
    batches.at(-1)!.push(fact);
    size += length;
  }
  return batches;
}
