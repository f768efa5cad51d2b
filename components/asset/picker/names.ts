/** The texts a picker shows; each kind's messages hold these keys (CoinPicker, CountryPicker). */
export type PickerTextKey =
  | 'title'
  | 'description'
  | 'search'
  | 'searchPlaceholder'
  | 'results'
  | 'empty'
  | 'popular'
  | 'loading';

/**
 * The kind's translator, handed down by its picker (coin-picker.tsx reads 'CoinPicker'), so the
 * generic parts read no namespace of their own and each island declares what it ships.
 */
export type PickerTexts = (
  key: PickerTextKey,
  values?: { label?: string; count?: number; query?: string },
) => string;
