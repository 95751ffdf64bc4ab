import { currencyStore, useCurrency } from '../../lib/currency';
import { currencies, type Currency } from '../../lib/money';

const shown: Record<Currency, string> = { NGN: '₦ NGN', USD: '$ USD' };

/** The header's currency switch: prices in naira (the default) or dollars, remembered on this device. */
export function CurrencySwitch() {
  const currency = useCurrency();
  return (
    <select
      className="header__currency"
      aria-label="Show prices in"
      value={currency}
      onChange={(event) => currencyStore.set(event.target.value as Currency)}
    >
      {currencies.map((code) => (
        <option key={code} value={code}>
          {shown[code]}
        </option>
      ))}
    </select>
  );
}
