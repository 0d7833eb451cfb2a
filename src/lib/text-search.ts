/**
 * The pure text handling of product search: normalising, stemming of common Indonesian and
 * English word forms, synonyms between the two languages, and match scoring.
 */

/** Lower-case, accent-free words of a text. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

const idPrefixes = ['memper', 'ber', 'ter', 'per', 'di', 'ke', 'se']
const idSuffixes = ['kannya', 'annya', 'nya', 'kan', 'lah', 'kah', 'an']
const enSuffixes = ['ies', 'es', 's', 'ing', 'ed']
const vowel = /^[aiueo]/

/**
 * Nasal prefixes change the first letter of the root: penyimpan → simpan, memakai → pakai, menulis → tulis.
 */
function stripNasalPrefix(w: string): string | null {
  for (const [prefix, root] of [
    ['meny', 's'],
    ['peny', 's'],
    ['meng', 'k'],
    ['peng', 'k'],
    ['mem', 'p'],
    ['pem', 'p'],
    ['men', 't'],
    ['pen', 't'],
  ] as const) {
    if (!w.startsWith(prefix)) continue
    const rest = w.slice(prefix.length)
    if (rest.length < 3) return null
    if (vowel.test(rest)) return root + rest
    if (prefix.length === 4 || prefix === 'mem' || prefix === 'pem' || prefix === 'men' || prefix === 'pen')
      return rest.length >= 4 ? rest : null
  }
  if (w.startsWith('me') && w.length - 2 >= 4 && /^me[lrwy]/.test(w)) return w.slice(2)
  return null
}

/**
 * A rough stem: strips one Indonesian suffix and prefix (penyimpanan → simpan, bantalnya → bantal)
 * or an English plural/verb ending (chairs → chair, tables → table). Short words stay whole.
 */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word
  let w = word
  for (const suffix of idSuffixes) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length)
      break
    }
  }
  const nasal = stripNasalPrefix(w)
  if (nasal) w = nasal
  else {
    for (const prefix of idPrefixes) {
      if (w.startsWith(prefix) && w.length - prefix.length >= 4) {
        w = w.slice(prefix.length)
        break
      }
    }
  }
  if (w === word && !w.endsWith('ss')) {
    for (const suffix of enSuffixes) {
      if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
        w = suffix === 'ies' ? `${w.slice(0, -3)}y` : w.slice(0, -suffix.length)
        break
      }
    }
  }
  return w
}

/** Groups of words that mean the same thing to a shopper, in Indonesian and English. */
const synonymGroups = [
  ['sofa', 'couch', 'settee'],
  ['kasur', 'mattress', 'springbed'],
  ['meja', 'table', 'desk'],
  ['kursi', 'chair', 'stool', 'bangku'],
  ['lampu', 'lamp', 'light', 'lighting'],
  ['lemari', 'wardrobe', 'closet', 'cabinet', 'kabinet'],
  ['ranjang', 'bed', 'dipan', 'divan'],
  ['bantal', 'pillow', 'cushion'],
  ['karpet', 'rug', 'carpet', 'permadani'],
  ['rak', 'shelf', 'rack', 'bookcase'],
  ['cermin', 'mirror'],
  ['jam', 'clock'],
  ['handuk', 'towel'],
  ['panci', 'pot', 'cookware'],
  ['wajan', 'pan', 'wok'],
  ['piring', 'plate', 'dish'],
  ['gelas', 'glass', 'cup'],
  ['dapur', 'kitchen'],
  ['taman', 'garden', 'outdoor', 'teras', 'patio'],
  ['tanaman', 'plant'],
  ['kotak', 'box', 'storage'],
  ['kayu', 'wood', 'wooden'],
  ['jati', 'teak'],
  ['rotan', 'rattan'],
  ['kain', 'fabric'],
  ['kulit', 'leather'],
  ['besi', 'iron', 'metal'],
  ['putih', 'white'],
  ['hitam', 'black'],
  ['abu', 'grey', 'gray'],
  ['hijau', 'green'],
  ['biru', 'blue'],
  ['kuning', 'yellow'],
  ['krem', 'cream', 'beige'],
  ['kerja', 'work', 'office', 'kantor'],
  ['tidur', 'sleep', 'bedroom'],
  ['makan', 'dining'],
  ['mandi', 'bath', 'bathroom'],
  ['anak', 'kids', 'child'],
]
const synonyms = new Map<string, string[]>()
for (const group of synonymGroups) {
  const stems = group.map(stem)
  for (const s of stems) synonyms.set(s, [...new Set([...(synonyms.get(s) ?? []), ...stems])])
}

/** The stems a query word stands for: itself and its synonyms. */
export function expand(word: string): string[] {
  const s = stem(word)
  return synonyms.get(s) ?? [s]
}

/** Whether two words are one edit apart (a typo), for words long enough to make that safe. */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 5) return false
  let i = 0
  let j = 0
  let edits = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++
      j++
      continue
    }
    if (++edits > 1) return false
    if (a.length > b.length) i++
    else if (b.length > a.length) j++
    else {
      i++
      j++
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1
}

export type SearchField = { stems: Set<string>; weight: number }

/**
 * Score of one query word against a document's fields: an exact stem counts in full, a prefix
 * (three letters or more) 60 %, a one-letter typo 40 %; 0 means no match.
 */
export function scoreWord(word: string, fields: SearchField[]): number {
  const targets = expand(word)
  let best = 0
  for (const field of fields) {
    for (const target of targets) {
      if (field.stems.has(target)) best = Math.max(best, field.weight)
      else if (best < field.weight * 0.6 && target.length >= 3) {
        for (const s of field.stems) {
          if (s.startsWith(target)) best = Math.max(best, field.weight * 0.6)
          else if (oneEditApart(s, target)) best = Math.max(best, field.weight * 0.4)
        }
      }
    }
  }
  return best
}

export const stemsOf = (text: string | null | undefined): Set<string> => new Set(words(text ?? '').map(stem))
