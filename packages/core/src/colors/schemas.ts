import { z } from 'zod';
import { rule } from '../i18n/validation-rules';

/**
 * Any #RRGGBB colour, in any case, stored upper case. The forms offer the palette above, but the server
 * does not pin items to it: the seed's original web client sends colours of its own palette, and a later
 * change of ours must not make stored rows invalid.
 */
export const hexColorSchema = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/, rule('hexColor'))
  .toUpperCase();
