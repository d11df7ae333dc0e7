/** Moved to src/ui/account-bits.tsx (shared with the card file); this path keeps older imports building. */
export { AccountNumber, AsOf, Money } from '../../../ui/account-bits.tsx';
