// Which of the company's open jobs a mail (or any free text) applies for: the name it gives,
// compared exactly, then normalised (case, width, spaces, brackets, punctuation), then by
// containment; several candidates are told apart by a city the text names.

/** A job that can be applied for, with the city name of its work place. */
export type OpenJob = { id: number; name: string; cityName: string | null };

/** A job name folded for comparison: NFKC, lower case, no spaces, bracketed notes or punctuation. */
export function foldJobName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[(（【[「<《][^)）】\]」>》]*[)）】\]」>》]/g, '')
    .replace(/[\s\-_/|·•.,，、:：;；'"!！?？+＋*#]/g, '');
}

const cityIn = (text: string, city: string | null) => city !== null && city !== '' && text.includes(city.replace(/(市|地区|盟)$/, ''));

/**
 * The job `applied` names among `jobs` (most recently opened first), using `context` (subject and
 * body) to choose among same-named jobs by city; null when none or several remain.
 */
export function matchAppliedJob(applied: string, context: string, jobs: readonly OpenJob[]): OpenJob | null {
  const exact = jobs.filter((j) => j.name.trim() === applied.trim());
  const wanted = foldJobName(applied);
  if (wanted === '') return null;
  const folded = exact.length ? exact : jobs.filter((j) => foldJobName(j.name) === wanted);
  const candidates = folded.length
    ? folded
    : jobs.filter((j) => {
        const name = foldJobName(j.name);
        return name.length >= 2 && wanted.length >= 2 && (name.includes(wanted) || wanted.includes(name));
      });
  if (candidates.length <= 1) return candidates[0] ?? null;
  const text = `${applied} ${context}`;
  const inCity = candidates.filter((j) => cityIn(text, j.cityName));
  return inCity.length === 1 ? inCity[0]! : null;
}
