import { ShieldIcon } from '../ui/icons';

/** The payment methods Pay's checkout takes (cart page and order confirmation, SPEC §2). */
export function PaymentIcons() {
  return (
    <ul className="pay-icons" aria-label="We accept">
      <li>
        <svg width="48" height="30" viewBox="0 0 48 30" role="img" aria-label="Visa">
          <rect width="48" height="30" rx="4" fill="#1a1f71" />
          <text x="24" y="20" textAnchor="middle" fill="#fff" fontSize="12" fontWeight="700" fontStyle="italic" fontFamily="Arial, sans-serif">
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg width="48" height="30" viewBox="0 0 48 30" role="img" aria-label="Mastercard">
          <rect width="48" height="30" rx="4" fill="#222" />
          <circle cx="20" cy="15" r="8" fill="#eb001b" />
          <circle cx="28" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      </li>
      <li>
        <svg width="48" height="30" viewBox="0 0 48 30" role="img" aria-label="Verve">
          <rect width="48" height="30" rx="4" fill="#00425f" />
          <text x="24" y="19" textAnchor="middle" fill="#fff" fontSize="10" fontWeight="700" fontFamily="Arial, sans-serif">
            Verve
          </text>
        </svg>
      </li>
      <li>
        <svg width="48" height="30" viewBox="0 0 48 30" role="img" aria-label="Bank transfer">
          <rect width="48" height="30" rx="4" fill="#e8efe9" stroke="#1f3d2b" />
          <path d="M12 12h24L24 6Zm2 2h3v8h-3Zm8.5 0h3v8h-3Zm8.5 0h3v8h-3ZM11 23h26v2H11Z" fill="#1f3d2b" />
        </svg>
      </li>
    </ul>
  );
}

export function BuyerProtection() {
  return (
    <p className="protection">
      <ShieldIcon size={20} />
      <span>
        <strong>Buyer protection:</strong> get a full refund if your item is not as described or is not delivered.
      </span>
    </p>
  );
}
