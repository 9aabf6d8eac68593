import OpenAI from 'openai';
import { systemPrompt, userPrompt } from './prompts.js';
import type { AdjustOptions, AnswerToAdjust, TextAdjuster } from './text-adjuster.js';

export interface OpenAiSettings {
  apiKey: string;
  model: string;
  /** Unset in production; a local OpenAI-compatible stand-in's URL in tests. */
  baseURL?: string;
  /** Attempts after the first on a 408, 409, 429 or 5xx (the SDK's own backoff, honouring Retry-After). */
  maxRetries: number;
  timeoutMs: number;
}

/**
 * Rewrites an answer with OpenAI's chat completions through the official SDK. The caller has taken the
 * client's identity out of the text already. A call that still fails after the SDK's retries throws:
 * the job tries that answer again later.
 */
export class OpenAiAdjuster implements TextAdjuster {
  readonly label: string;
  private readonly client: OpenAI;

  constructor(private readonly settings: OpenAiSettings) {
    this.label = `AI-adjusted (OpenAI ${settings.model})`;
    this.client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, maxRetries: settings.maxRetries, timeout: settings.timeoutMs });
  }

  async adjust({ question, text, language }: AnswerToAdjust, { person, pronouns }: AdjustOptions): Promise<string> {
    const completion = await this.client.chat.completions.create({
      model: this.settings.model,
      messages: [
        { role: 'system', content: systemPrompt(person, pronouns, language) },
        { role: 'user', content: userPrompt(question, text) },
      ],
    });
    const rewritten = completion.choices[0]?.message?.content?.trim();
    if (!rewritten) throw new Error('OpenAI answered without text');
    return rewritten;
  }
}
