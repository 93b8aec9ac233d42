import { z } from 'zod';
import { LANGUAGES } from './languages';

/** An account's language, as `GET`, `PATCH` and `POST /user` carry it. */
export const languageSchema = z.enum(LANGUAGES);
