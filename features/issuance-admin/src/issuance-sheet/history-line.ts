import { useTranslation } from 'react-i18next';
import { ISSUANCE_HISTORY_ACTIONS, PROJECT_STATUSES, projectStatusKey, type IssuanceHistoryAction, type PhaseState, type ProjectStatus } from 'shared';
import { HISTORY_ACTIONS, STEP_LABELS } from '../authoring/labels';

type Entry = PhaseState['history'][number];
type Translate = ReturnType<typeof useTranslation<['issuance-admin', 'domain']>>['t'];

const isAction = (action: string): action is IssuanceHistoryAction => (ISSUANCE_HISTORY_ACTIONS as readonly string[]).includes(action);
const isStatus = (value: string | undefined): value is ProjectStatus => (PROJECT_STATUSES as readonly string[]).includes(value ?? '');
const isStep = (value: string): value is keyof typeof STEP_LABELS => Object.hasOwn(STEP_LABELS, value);

/** The entry's detail in the screen's words: the API records it for the audit (`DRAFT → VALIDATING`,
 * `token`, `+3`), which is not how a person reads it. */
function detailOf(t: Translate, action: IssuanceHistoryAction, detail: string): string {
  switch (action) {
    case 'step_saved':
      return isStep(detail) ? t(STEP_LABELS[detail]) : detail;
    case 'phase_changed': {
      const [from, to] = detail.split(' → ');
      return isStatus(from) && isStatus(to) ? `${t(`domain:${projectStatusKey(from)}`)} → ${t(`domain:${projectStatusKey(to)}`)}` : detail;
    }
    case 'document_changed': {
      // Recorded as "<name>: <permission>, <expiry>"; the name is what a person recognises.
      const cut = detail.lastIndexOf(': ');
      return cut > 0 ? detail.slice(0, cut) : detail;
    }
    case 'whitelist_changed': {
      const added = /^\+(\d+)$/.exec(detail);
      if (added) return t('phases.detail.whitelist_added', { count: Number(added[1]) });
      return detail.startsWith('-') ? t('phases.detail.whitelist_removed', { email: detail.slice(1) }) : detail;
    }
    default:
      return detail;
  }
}

/** What one history entry says was done, e.g. "changed the phase (Draft → Under validation)". */
export function useHistoryLine(): (entry: Entry) => string {
  const { t } = useTranslation(['issuance-admin', 'domain']);
  return (entry) => historyLine(t, entry);
}

function historyLine(t: Translate, entry: Entry): string {
  if (!isAction(entry.action)) return entry.detail ? `${entry.action} (${entry.detail})` : entry.action;
  const done = t(HISTORY_ACTIONS[entry.action]);
  return entry.detail ? `${done} (${detailOf(t, entry.action, entry.detail)})` : done;
}
