import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import type { Wording } from '../domain/role';
import { LOCALES, sharedResources, type Locale } from '../messages';
import { PROJECT_STATUSES } from '../domain/project';
import { domainMessagesFor, phaseOf, PROJECT_STATUS_PHASE, projectStatusKey, STATUS_KINDS, statusWord, tokenCardStatusOf, type StatusKind } from './status-vocabulary';

const KINDS = Object.keys(STATUS_KINDS) as StatusKind[];
const WORDINGS: readonly Wording[] = ['default', 'exeu'];
const statusesOf = (kind: StatusKind): readonly string[] => STATUS_KINDS[kind];
const wordOf = (kind: StatusKind, status: string, locale: Locale, wording: Wording) => statusWord(kind, status as never, locale, wording);

/** The page's i18n instance as the host sets it up for a tenant's wording. */
function pageI18n(locale: Locale, wording: Wording) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources: { [locale]: { ...sharedResources[locale], domain: domainMessagesFor(sharedResources[locale].domain, wording) } },
    initAsync: false,
  });
  // Keys built from the table at run time: the typed `t` only takes literal keys.
  return { t: instance.t.bind(instance) as unknown as (key: string) => string };
}

type Leaf = { file: string; key: string; value: string; locale: Locale };

/** Every area's own label tables: the host's, each remote's and each feature package's locale files. */
function areaLeaves(): Leaf[] {
  const root = join(__dirname, '..', '..', '..');
  const areas = [
    'host',
    ...readdirSync(root).filter((name) => name.startsWith('remote-')),
    ...readdirSync(join(root, 'features')).map((name) => join('features', name)),
  ];
  const leaves: Leaf[] = [];
  for (const area of areas) {
    for (const locale of LOCALES) {
      const folder = join(root, area, 'src', 'locales', locale);
      if (!existsSync(folder)) continue;
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
        const walk = (node: unknown, path: string[]): void => {
          if (typeof node === 'string') leaves.push({ file: join(area, locale, file), key: path.join('.'), value: node, locale });
          else if (node && typeof node === 'object') Object.entries(node).forEach(([key, child]) => walk(child, [...path, key]));
        };
        walk(JSON.parse(readFileSync(join(folder, file), 'utf8')), []);
      }
    }
  }
  return leaves;
}

describe('the status vocabulary', () => {
  describe.each(KINDS)('%s', (kind) => {
    it.each(LOCALES.flatMap((locale) => WORDINGS.map((wording) => [locale, wording] as const)))(
      'gives one word per status in %s (%s wording), the same on the screens and in the API, and no two statuses the same word',
      (locale, wording) => {
        const i18n = pageI18n(locale, wording);
        const words = statusesOf(kind).map((status) => {
          const word = wordOf(kind, status, locale, wording);
          expect(word).toMatch(/\S/);
          expect(word).not.toContain(`${kind}.`);
          expect(i18n.t(`domain:${kind}.${status}`)).toBe(word);
          return word;
        });
        expect(new Set(words).size).toBe(words.length);
      },
    );
  });

  it('names each project status with its phase’s word: one stage, one word', () => {
    for (const locale of LOCALES) {
      for (const status of PROJECT_STATUSES) {
        expect(pageI18n(locale, 'default').t(`domain:${projectStatusKey(status)}`)).toBe(wordOf('project_phase', PROJECT_STATUS_PHASE[status], locale, 'default'));
      }
    }
  });

  it('says admission to trading for tokens in the EXEU wording, and the common word elsewhere', () => {
    expect(statusWord('token_card_status', 'financed', 'en', 'exeu')).toBe('Admitted to trading');
    expect(statusWord('project_phase', 'financed', 'es', 'exeu')).toBe('Admitido a negociación');
    expect(statusWord('project_phase', 'financed', 'en')).toBe('Financed');
    expect(statusWord('investment_status', 'SIGNED', 'en', 'exeu')).toBe('Signed');
  });

  it('names a tab holding a single status with that status’s word (English)', () => {
    const single = STATUS_KINDS.investment_tab.filter((tab) => ['preordered', 'disbursed', 'signed', 'closed', 'canceled', 'minted'].includes(tab));
    const statusOfTab = { preordered: 'RESERVED', disbursed: 'CHARGED', signed: 'SIGNED', closed: 'CLOSED', canceled: 'CANCELED', minted: 'MINTED' } as const;
    for (const tab of single) {
      expect(statusWord('investment_tab', tab, 'en')).toBe(statusWord('investment_status', statusOfTab[tab as keyof typeof statusOfTab], 'en'));
    }
  });

  it('is the only table: no area keeps words for these statuses, nor calls a status by another one’s word', () => {
    const leaves = areaLeaves();
    expect(leaves.length).toBeGreaterThan(100);
    const groups = [...KINDS, 'project_status'];
    expect(leaves.filter((leaf) => groups.some((group) => leaf.key === group || leaf.key.startsWith(`${group}.`) || leaf.key.includes(`.${group}.`))).map((leaf) => `${leaf.file} ${leaf.key}`)).toEqual([]);
    const contradictions = leaves.flatMap((leaf) => {
      const name = leaf.key.split('.').at(-1)?.replace(/_exeu$/, '') ?? '';
      return KINDS.flatMap((kind) => {
        const status = statusesOf(kind).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
        if (!status) return [];
        const table = new Map(statusesOf(kind).flatMap((other) => WORDINGS.map((wording) => [wordOf(kind, other, leaf.locale, wording).toLowerCase(), other] as const)));
        const namedAs = table.get(leaf.value.toLowerCase());
        return namedAs !== undefined && namedAs !== status ? [`${leaf.file} ${leaf.key} = "${leaf.value}", the word of ${kind}.${namedAs}`] : [];
      });
    });
    expect(contradictions).toEqual([]);
  });
});

describe('the phase and the token card status', () => {
  it('are financed only once the campaign closed with its soft cap reached, never while it runs', () => {
    expect(phaseOf('CAMPAIGN', true, 'validated')).toBe('campaign');
    expect(tokenCardStatusOf(phaseOf('CAMPAIGN', true, 'validated'))).toBe('candidacy');
    expect(phaseOf('CLOSED', true, 'validated')).toBe('financed');
    expect(tokenCardStatusOf('financed')).toBe('financed');
    expect(phaseOf('CLOSED', false, 'validated')).toBe('closed');
    expect(phaseOf('VALIDATING', false, 'validated')).toBe('validated');
  });
});
