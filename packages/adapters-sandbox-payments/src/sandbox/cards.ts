/** The card rules of the sandbox acquirer: the Luhn check, the scheme a number belongs to, and the test cards. */

export type Brand = 'visa' | 'mastercard' | 'mada';

/**
 * What a card does when paid with: the test cards' behaviours. `challenge` asks for the 3-D Secure
 * code and passes with {@link THREE_DS_CODE}; `challenge-fail` asks for it and fails whatever is typed.
 */
export type CardBehaviour = 'success' | 'decline' | 'insufficient-funds' | 'challenge' | 'challenge-fail';

/** The one-time code the 3-D Secure challenge page accepts. */
export const THREE_DS_CODE = '123456';

/**
 * A subset of the BIN prefixes Saudi acquirers publish for routing cards to mada (the Saudi
 * Payments Network), taken from the mada BIN lists in acquirers' integration guides. Many are
 * co-badged with Visa or Mastercard ranges; mada wins, as a Saudi acquirer routes them. The sandbox
 * is not an authority on the list: it only needs real-looking mada cards to be recognised.
 */
export const MADA_BINS: readonly string[] = [
  '400861', '401757', '407197', '407395', '409201', '410685', '417633', '419593', '422817', '422818',
  '422819', '428331', '428671', '428672', '428673', '431361', '432328', '434107', '439954', '440533',
  '440647', '440795', '445564', '446393', '446404', '446672', '455036', '455708', '457865', '458456',
  '462220', '468540', '468541', '468542', '468543', '483010', '483011', '483012', '484783', '486094',
  '486095', '486096', '489317', '489318', '489319', '493428', '504300', '508160', '513213', '521076',
  '524130', '524514', '529415', '529741', '530906', '531095', '532013', '535825', '535989', '536023',
  '537767', '539931', '543085', '543357', '549760', '554180', '557606', '558848', '585265', '588845',
  '588846', '588847', '588848', '588849', '588850', '588982', '588983', '589005', '589206', '604906',
  '605141', '636120', '968201', '968202', '968203', '968204', '968205', '968206', '968207', '968208',
  '968209', '968210', '968211',
];

const madaBins = new Set(MADA_BINS);

/** The documented test cards (any future expiry, any 3-digit CVC, any name). */
export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'success',
  '5555555555554444': 'success',
  '2223003122003222': 'success',
  '4406470000000007': 'success',
  '5888450000000003': 'success',
  '9682080000000008': 'success',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient-funds',
  '4000000000003220': 'challenge',
  '4000008400001629': 'challenge-fail',
};

/** Whether a string of digits passes the Luhn (mod 10) check every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The scheme a card number belongs to: mada's BINs first, then Visa (4…), Mastercard (51–55, 2221–2720). */
export function brandOf(digits: string): Brand | undefined {
  if (madaBins.has(digits.slice(0, 6))) return 'mada';
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return undefined;
}

/** What a card does: a test card's documented behaviour, any other valid card succeeds. */
export function behaviourOf(digits: string): CardBehaviour {
  return TEST_CARDS[digits] ?? 'success';
}

/** The digits of a number as typed (spaces and dashes allowed). */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}
