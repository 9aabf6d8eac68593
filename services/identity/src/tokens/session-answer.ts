import { applyDecorators, Header, HttpCode } from '@nestjs/common';
import { AuthResponse } from '@app/contracts';
import { ApiAnswer } from '@app/platform';

/** An account call answering a session: 200 with an auth response, which holds a token and so is never cached. */
export const AnswersSession = () => applyDecorators(ApiAnswer(AuthResponse), HttpCode(200), Header('Cache-Control', 'no-store'));
