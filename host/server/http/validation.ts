import type { z } from 'zod';
import type { ServerLocale } from '../../../sdk/contract/envelope.js';
import { Errors, type ApiError } from './api-error.js';
import type { Translator } from '../i18n/translator.js';

/**
 * Turn a zod failure into a 400 naming the fields. Schema messages that are message keys
 * ('validation.required') are translated with {field} set to the field's label.
 */
export function validationError(error: z.ZodError, where: 'params' | 'query' | 'body', translator: Translator, locale: ServerLocale): ApiError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || where;
    if (path in errors) continue;
    errors[path] = describeIssue(issue, path, translator, locale);
  }
  const detail = Object.values(errors).join(' ');
  return Errors.badRequest('error.badRequest', { detail }, errors);
}

function describeIssue(issue: z.core.$ZodIssue, path: string, translator: Translator, locale: ServerLocale): string {
  const last = String(issue.path[issue.path.length - 1] ?? path);
  const label = translator.has(`field.${last}`) ? translator.t(locale, `field.${last}`) : path;
  const max = 'maximum' in issue ? String(issue.maximum) : '';
  if (translator.has(issue.message)) return translator.t(locale, issue.message, { field: label, max });
  if (issue.code === 'invalid_type' && /received undefined|received null/.test(issue.message)) {
    return translator.t(locale, 'validation.required', { field: label });
  }
  return `${label}: ${issue.message}`;
}
