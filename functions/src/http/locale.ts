import type { Request, Response } from 'express';
import { callerOf } from './caller.js';
import type { Locale } from '../domain/docs.js';
import { localeFromHeader } from '../domain/i18n.js';

/** The caller's locale: their profile's, else the Accept-Language the web app sends. */
export function requestLocale(req: Request, res: Response): Locale {
  return callerOf(res)?.user.locale ?? localeFromHeader(req.get('accept-language'));
}
