import type { Partner } from '@/lib/partners';
import type { FigureWindow } from '@/lib/rates/provider-figures';

/** The verification words explained on the page (ProvidersPage.kyc / kycText), least first. */
export const KYC_LEVELS = [
  'none',
  'rare',
  'sometimes',
  'required',
] as const satisfies ReadonlyArray<Partner['kyc']>;
/** The windows shown, shortest first. */
export const FIGURE_DAYS = [7, 30] as const satisfies readonly FigureWindow[];
/** The methodology's entries, in reading order (ProvidersPage.methodTerms / method). */
export const METHOD_TERMS = [
  'asked',
  'answerRate',
  'answerTime',
  'best',
  'spread',
  'windows',
  'counts',
  'privacy',
] as const;
