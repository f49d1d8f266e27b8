/**
 * A likely typo in an e-mail address's domain ("gmial.com", "hotmail.con"),
 * caught before a license key is sent there. Only widely used mail domains
 * are suggested, so an unusual but real domain is left alone.
 */
const COMMON_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'yahoo.fr',
  'orange.fr',
  'hotmail.fr',
  'libero.it',
  'yahoo.co.jp',
  'qq.com',
  '163.com',
  'yandex.ru',
  'mail.ru',
];

/** Edits (insert, delete, substitute, swap two neighbours) that turn one text into the other. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** The address with its domain corrected, or null when the domain looks intended. */
export function suggestEmail(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 1) return null;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).toLowerCase();
  if (COMMON_DOMAINS.includes(domain)) return null;
  let best: { domain: string; distance: number } | null = null;
  for (const candidate of COMMON_DOMAINS) {
    const distance = editDistance(domain, candidate);
    // Two edits is a typo in "hotmial.co"; in a short domain it is often another real domain.
    const allowed = candidate.length > 8 ? 2 : 1;
    if (distance <= allowed && (!best || distance < best.distance))
      best = { domain: candidate, distance };
  }
  return best ? `${local}@${best.domain}` : null;
}
