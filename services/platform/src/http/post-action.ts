import { applyDecorators, HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import { ApiAnswer } from './api-description.js';

/** A POST that acts on something and answers 200 with `answer` (Nest's default for POST is 201 Created). */
export const PostAction = (path: string, answer: z.ZodType) => applyDecorators(Post(path), ApiAnswer(answer), HttpCode(200));
