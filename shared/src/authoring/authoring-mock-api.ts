/**
 * The issuance authoring endpoints of the HTTP contract (issue 13), answered from memory by MSW
 * handlers over the contract-checked fixtures (`./authoring-testing`): the draft is created and
 * completed step by step with the same schemas the API runs (400 `validation_error` with the
 * fields, cross-field rules included), the phase moves follow the tenant's order with the
 * validation lock and the entrepreneur's limits, and the whitelist adds and removes e-mails.
 * Every answer is parsed through the shared schemas. Jest tests (`msw/node`) and a remote's
 * standalone dev server (`msw/browser`) use the same handlers; list them before
 * `issuancesApi`'s, whose `*\/issuances/:id` would also match `slug-availability`.
 */
import * as v from 'valibot';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ProjectStatus } from '../domain/project';
import { IMAGE_EXTENSIONS } from '../validation/rules';
import { collectFieldErrors, type FieldError } from '../validation/field-errors';
import {
  AUTHORING_STEPS,
  basicsStepSchema,
  documentSettingsSchema,
  FIELDS_LOCKED_BY_ORDERS,
  IMAGE_MAX_MB,
  issuanceDraftResponseSchema,
  MAX_INTRO_IMAGES,
  phaseChangeRequestSchema,
  phaseStateResponseSchema,
  slugAvailabilitySchema,
  STEP_SCHEMAS,
  totalForSale,
  validationDecisionSchema,
  whitelistAddResponseSchema,
  whitelistAddSchema,
  whitelistResponseSchema,
  type AuthoringStep,
  type IssuanceDraft,
  type PhaseState,
  type WhitelistEntry,
} from './authoring.schemas';
import { demoWhitelist, draftThrough, issuanceDraft, phaseState, validatingPhaseState } from './authoring-testing';

type Params = Record<string, string | readonly string[] | undefined>;
type Role = 'manager' | 'entrepreneur';

const error = (status: number, key: string, extra: object = {}) => HttpResponse.json({ error: key, hide_error: false, ...extra }, { status });
const notFound = () => error(404, 'issuance_not_found');

function invalidFields(fields: Record<string, FieldError>) {
  return HttpResponse.json({ error: 'validation_error', hide_error: false, fields }, { status: 400 });
}

const invalid = (issues: Parameters<typeof collectFieldErrors>[0]) => invalidFields(collectFieldErrors(issues));

async function jsonBody(request: Request): Promise<unknown> {
  return request.headers.get('content-type')?.includes('application/json') ? request.json() : {};
}

/** The fields each step writes (the keys of its form). */
const STEP_FIELDS: { readonly [K in AuthoringStep]: readonly string[] } = {
  basics: Object.keys(basicsStepSchema.entries),
  story: Object.keys(STEP_SCHEMAS.story.entries),
  media: Object.keys(STEP_SCHEMAS.media.entries),
  documents: [],
  token: Object.keys(STEP_SCHEMAS.token.pipe[0].entries),
};

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (start: string, end: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);

export interface AuthoringApiData {
  drafts?: readonly IssuanceDraft[];
  /** Phase panels by issuance id; a draft without one gets the default panel computed from it. */
  phases?: Readonly<Record<string, PhaseState>>;
  /** Whitelists by issuance id. */
  whitelists?: Readonly<Record<string, readonly WhitelistEntry[]>>;
  /** Slugs other issuances of the tenant already use. */
  takenSlugs?: readonly string[];
  /** E-mails of the tenant's users (a whitelist entry with one is `registered`). */
  registeredEmails?: readonly string[];
}

/**
 * Handlers over the data given, answering as the API answers `role`: an entrepreneur edits a
 * draft only while it is a DRAFT and may only submit it for validation; a manager edits it in any
 * status, records the regulator's decision and makes every move of the tenant's order.
 */
export function authoringApi(data: AuthoringApiData = {}, { role = 'manager' as Role } = {}) {
  const store = authoringStore(data, role);
  const handlers: HttpHandler[] = [...draftHandlers(store), ...fileHandlers(store), ...phaseHandlers(store), ...whitelistHandlers(store)];
  const { items, lists, storeImage, storeDocument } = store;

  /**
   * The uploads without their multipart bodies, for jest: under jsdom the page's FormData is
   * jsdom's, whose body Node's Request never finishes reading, so a test answers the upload
   * routes itself and stores what it sent through these (the browser reads the real body).
   */
  const uploads = {
    image: (id: string, kind: 'logo' | 'intro') => {
      const draft = items.get(id);
      return draft ? storeImage(draft, kind) : undefined;
    },
    document: (id: string, settings: DocumentSettings) => {
      const draft = items.get(id);
      return draft ? storeDocument(draft, settings) : undefined;
    },
  };

  return {
    handlers,
    uploads,
    /** The draft as stored now, as the API would answer it. */
    draft: (id: string) => items.get(id),
    /** The whitelist as stored now. */
    whitelist: (id: string) => lists.get(id) ?? [],
    /** How many drafts POST /issuances created. */
    created: () => store.created.count,
    fieldsLockedByOrders: FIELDS_LOCKED_BY_ORDERS,
  };
}

type DocumentSettings = { name: string; view_permission: 'public' | 'hidden'; expires_at?: string };
type AuthoringStore = ReturnType<typeof authoringStore>;

/** The records the handlers share, and the API's rules over them for `role`. */
function authoringStore({ drafts = [], phases = {}, whitelists = {}, takenSlugs = [], registeredEmails = [] }: AuthoringApiData, role: Role) {
  const items = new Map(drafts.map((draft) => [draft.id, { ...draft }]));
  const panels = new Map(Object.entries(phases).map(([id, panel]) => [id, { ...panel }]));
  const lists = new Map(Object.entries(whitelists).map(([id, entries]) => [id, [...entries]]));
  const created = { count: 0 };
  let nextId = 100;
  const actor = role === 'manager' ? { id: 'user-1', name: 'Marta Gil' } : { id: 'user-7', name: 'Sol Energía SL' };

  const find = (id: Params[string]) => (typeof id === 'string' ? items.get(id) : undefined);
  const editable = (draft: IssuanceDraft) => role === 'manager' || draft.status === 'DRAFT';
  const slugTaken = (slug: string, except?: string) => takenSlugs.includes(slug) || [...items.values()].some((item) => item.id !== except && item.values.slug === slug);
  const stamp = () => new Date().toISOString();

  function save(draft: IssuanceDraft): IssuanceDraft {
    const stored = { ...draft, editable: editable(draft), updated_at: stamp() };
    items.set(draft.id, stored);
    return stored;
  }

  const answerDraft = (draft: IssuanceDraft, status = 200) => HttpResponse.json(v.parse(issuanceDraftResponseSchema, { data: { ...draft, editable: editable(draft) } }), { status });

  function record(id: string, action: string, detail: string | null = null) {
    const panel = panelOf(id);
    if (panel) panels.set(id, { ...panel, history: [...panel.history, { at: stamp(), by: actor, action, detail }] });
  }

  /** The panel as the API computes it: the moves of the caller from the current status, and what blocks them. */
  function panelOf(id: string): PhaseState | undefined {
    const draft = items.get(id);
    const stored = panels.get(id);
    if (!draft && !stored) return undefined;
    const base = stored ?? phaseState();
    const status = draft?.status ?? base.status;
    const missing = draft ? AUTHORING_STEPS.filter((step) => !draft.steps_done.includes(step)) : base.missing_steps;
    const next = base.order[base.order.indexOf(status) + 1];
    const allowed = next !== undefined && (role === 'manager' || (status === 'DRAFT' && next === 'VALIDATING'));
    const blockedBy = (to: ProjectStatus) => [
      ...(status === 'DRAFT' && missing.length > 0 ? ['issuance_incomplete'] : []),
      ...(status === 'VALIDATING' && base.validation !== 'validated' && to !== 'DRAFT' ? ['issuance_under_validation'] : []),
    ];
    const panel = {
      ...base,
      status,
      phase: draft?.phase ?? base.phase,
      missing_steps: missing,
      moves: allowed && next ? [{ to: next, blocked_by: blockedBy(next) }] : [],
    };
    panels.set(id, panel);
    return panel;
  }

  const answerPanel = (id: string) => HttpResponse.json(v.parse(phaseStateResponseSchema, { data: panelOf(id) }));

  function setStatus(id: string, status: ProjectStatus) {
    const draft = items.get(id);
    const phase = status === 'DRAFT' ? 'draft' : status === 'VALIDATING' ? 'validating' : status === 'PRE_CAMPAIGN' ? 'pre-campaign' : status === 'CAMPAIGN' ? 'campaign' : 'closed';
    if (draft) save({ ...draft, status, phase });
    const panel = panels.get(id);
    if (panel) panels.set(id, { ...panel, status, phase });
  }

  /** Writes a step's output into the draft, the computed figures with it. */
  function writeStep(draft: IssuanceDraft, step: AuthoringStep, output: Record<string, unknown>): IssuanceDraft {
    const values: Record<string, unknown> = { ...draft.values };
    for (const field of STEP_FIELDS[step]) {
      const value = output[field];
      values[field] = value === undefined ? null : field === 'equity' ? String(value) : value;
    }
    if (step === 'token') {
      values.total_amount = totalForSale(String(output.price), Number(output.tokens_for_sale));
      values.campaign_duration_days = daysBetween(String(output.start_date), String(output.end_date));
    }
    const stepsDone = AUTHORING_STEPS.filter((known) => known === step || draft.steps_done.includes(known));
    return save({ ...draft, values: values as IssuanceDraft['values'], steps_done: stepsDone });
  }

  function entryFor(id: string, email: string): WhitelistEntry {
    return { id: `wl-${(nextId += 1)}`, email, added_at: stamp(), added_by: actor.name, registered: registeredEmails.includes(email) };
  }

  /** Stores an uploaded image as the API does: the logo replaces the previous one. */
  function storeImage(draft: IssuanceDraft, kind: 'logo' | 'intro') {
    const image = { id: `img-${(nextId += 1)}`, url: `https://picsum.photos/seed/img-${nextId}/800/450` };
    save(kind === 'logo' ? { ...draft, logo: image } : { ...draft, intro_images: [...draft.intro_images, image] });
    return { ...image, kind };
  }

  function storeDocument(draft: IssuanceDraft, settings: DocumentSettings) {
    const id = `doc-${(nextId += 1)}`;
    const document = { id, name: settings.name, url: `http://localhost:8031/api/v2/pfp/issuances/${draft.id}/documents/${id}`, view_permission: settings.view_permission, expires_at: settings.expires_at ?? null };
    save({ ...draft, documents: [...draft.documents, document] });
    return document;
  }

  return { role, actor, items, panels, lists, created, find, editable, slugTaken, stamp, save, answerDraft, record, panelOf, answerPanel, setStatus, writeStep, entryFor, storeImage, storeDocument };
}

/** Creating a draft, reading it, saving its steps. */
function draftHandlers({ actor, panels, created, find, editable, slugTaken, stamp, answerDraft, record, writeStep }: AuthoringStore): HttpHandler[] {
  return [
    http.get('*/issuances/slug-availability', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const slug = query.get('slug') ?? '';
      return HttpResponse.json(v.parse(slugAvailabilitySchema, { data: { slug, available: !slugTaken(slug, query.get('except') ?? undefined) } }));
    }),
    http.post('*/issuances', async ({ request }) => {
      const parsed = v.safeParse(basicsStepSchema, await jsonBody(request));
      if (!parsed.success) return invalid(parsed.issues);
      if (slugTaken(parsed.output.slug)) return error(409, 'slug_taken');
      created.count += 1;
      const draft = writeStep(issuanceDraft({ id: `iss-new-${created.count}`, steps_done: [], values: { title: parsed.output.title } }), 'basics', parsed.output);
      panels.set(draft.id, phaseState({ history: [{ at: stamp(), by: actor, action: 'created', detail: null }] }));
      return answerDraft(draft, 201);
    }),
    http.get('*/issuances/:id/draft', ({ params }) => {
      const draft = find(params.id);
      return draft ? answerDraft(draft) : notFound();
    }),
    http.patch('*/issuances/:id/steps/:step', async ({ params, request }) => {
      const draft = find(params.id);
      if (!draft) return notFound();
      const step = v.safeParse(v.picklist(AUTHORING_STEPS), params.step);
      if (!step.success) return notFound();
      if (!editable(draft)) return error(403, 'issuance_not_editable');
      const body = await jsonBody(request);
      const parsed = v.safeParse(STEP_SCHEMAS[step.output], body);
      if (!parsed.success) return invalid(parsed.issues);
      const output = parsed.output as Record<string, unknown>;
      if (step.output === 'basics' && slugTaken(String(output.slug), draft.id)) return error(409, 'slug_taken');
      if (step.output === 'documents' && draft.documents.length === 0) return invalidFields({ documents: { key: 'validator.error_document_required' } });
      if (step.output === 'token' && draft.locked_fields.some((field) => field in output && draft.values[field as keyof IssuanceDraft['values']] !== output[field])) {
        return error(409, 'issuance_fields_locked');
      }
      const saved = writeStep(draft, step.output, output);
      record(saved.id, 'step_saved', step.output);
      return answerDraft(saved);
    }),
  ];
}

/** A draft's images and documents. */
function fileHandlers({ find, editable, save, storeImage, storeDocument }: AuthoringStore): HttpHandler[] {
  return [
    http.post('*/issuances/:id/images', async ({ params, request }) => {
      const draft = find(params.id);
      if (!draft) return notFound();
      if (!editable(draft)) return error(403, 'issuance_not_editable');
      const body = await request.formData();
      const file = body.get('file');
      const kind = body.get('kind') === 'logo' ? 'logo' : 'intro';
      if (!(file instanceof Blob)) return invalidFields({ file: { key: 'validator.error_null' } });
      if (file.size > IMAGE_MAX_MB * 1024 * 1024) {
        return invalidFields({ file: { key: 'validator.error_image_size', params: { maxSizeFile: IMAGE_MAX_MB, extensions: IMAGE_EXTENSIONS.join(', ') } } });
      }
      if (kind === 'intro' && draft.intro_images.length >= MAX_INTRO_IMAGES) return invalidFields({ file: { key: 'validator.error_max_images', params: { x: MAX_INTRO_IMAGES } } });
      return HttpResponse.json({ data: storeImage(draft, kind) }, { status: 201 });
    }),
    http.delete('*/issuances/:id/images/:imageId', ({ params }) => {
      const draft = find(params.id);
      if (!draft) return notFound();
      if (!editable(draft)) return error(403, 'issuance_not_editable');
      const logo = draft.logo?.id === params.imageId ? null : draft.logo;
      save({ ...draft, logo, intro_images: draft.intro_images.filter((image) => image.id !== params.imageId) });
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/issuances/:id/documents', async ({ params, request }) => {
      const draft = find(params.id);
      if (!draft) return notFound();
      if (!editable(draft)) return error(403, 'issuance_not_editable');
      const body = await request.formData();
      const file = body.get('file');
      if (!(file instanceof Blob)) return invalidFields({ file: { key: 'validator.error_null' } });
      const settings = v.safeParse(documentSettingsSchema, { view_permission: body.get('view_permission') ?? 'hidden', expires_at: body.get('expires_at') ?? undefined });
      if (!settings.success) return invalid(settings.issues);
      const name = String(body.get('name') || (file instanceof File ? file.name : 'Document'));
      return HttpResponse.json({ data: storeDocument(draft, { name, ...settings.output }) }, { status: 201 });
    }),
    http.patch('*/issuances/:id/documents/:documentId', async ({ params, request }) => {
      const draft = find(params.id);
      const document = draft?.documents.find((item) => item.id === params.documentId);
      if (!draft || !document) return error(404, 'document_not_found');
      const settings = v.safeParse(documentSettingsSchema, await jsonBody(request));
      if (!settings.success) return invalid(settings.issues);
      const changed = { ...document, view_permission: settings.output.view_permission, expires_at: settings.output.expires_at ?? null };
      save({ ...draft, documents: draft.documents.map((item) => (item === document ? changed : item)) });
      return HttpResponse.json({ data: changed });
    }),
    http.delete('*/issuances/:id/documents/:documentId', ({ params }) => {
      const draft = find(params.id);
      if (!draft) return notFound();
      save({ ...draft, documents: draft.documents.filter((item) => item.id !== params.documentId) });
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** The phase panel: its moves and the regulator's decision. */
function phaseHandlers({ role, panels, stamp, record, panelOf, answerPanel, setStatus }: AuthoringStore): HttpHandler[] {
  return [
    http.get('*/issuances/:id/phase', ({ params }) => (panelOf(String(params.id)) ? answerPanel(String(params.id)) : notFound())),
    http.post('*/issuances/:id/phase', async ({ params, request }) => {
      const id = String(params.id);
      const panel = panelOf(id);
      if (!panel) return notFound();
      const parsed = v.safeParse(phaseChangeRequestSchema, await jsonBody(request));
      if (!parsed.success) return invalid(parsed.issues);
      const move = panel.moves.find((item) => item.to === parsed.output.to);
      if (!move) return role === 'entrepreneur' && panel.status !== 'DRAFT' ? error(403, 'phase_transition_forbidden') : error(409, 'phase_transition_not_allowed');
      if (move.blocked_by.includes('issuance_under_validation')) return error(409, 'issuance_under_validation');
      if (move.blocked_by.includes('issuance_incomplete')) return error(409, 'issuance_incomplete', { missing_steps: panel.missing_steps });
      setStatus(id, move.to);
      if (move.to === 'VALIDATING') panels.set(id, { ...panelOf(id)!, validation: 'pending', validation_message: null, validated_at: null });
      record(id, 'phase_changed', move.to);
      return answerPanel(id);
    }),
    http.post('*/issuances/:id/validation', async ({ params, request }) => {
      const id = String(params.id);
      const panel = panelOf(id);
      if (!panel) return notFound();
      if (role !== 'manager') return error(403, 'forbidden');
      if (panel.status !== 'VALIDATING') return error(409, 'phase_transition_not_allowed');
      const parsed = v.safeParse(validationDecisionSchema, await jsonBody(request));
      if (!parsed.success) return invalid(parsed.issues);
      const message = parsed.output.message ?? null;
      if (parsed.output.decision === 'validated') {
        panels.set(id, { ...panel, validation: 'validated', validation_message: message, validated_at: stamp() });
        record(id, 'validated', message);
      } else {
        panels.set(id, { ...panel, validation: 'rejected', validation_message: message });
        setStatus(id, 'DRAFT');
        record(id, 'validation_rejected', message);
      }
      return answerPanel(id);
    }),
  ];
}

/** The private round's whitelist. */
function whitelistHandlers({ lists, record, entryFor }: AuthoringStore): HttpHandler[] {
  return [
    http.get('*/issuances/:id/whitelist', ({ params }) => HttpResponse.json(v.parse(whitelistResponseSchema, { data: { entries: lists.get(String(params.id)) ?? [] } }))),
    http.post('*/issuances/:id/whitelist', async ({ params, request }) => {
      const id = String(params.id);
      const parsed = v.safeParse(whitelistAddSchema, await jsonBody(request));
      if (!parsed.success) return invalid(parsed.issues);
      const entries = lists.get(id) ?? [];
      const fresh = [...new Set(parsed.output.emails.map((email) => email.toLowerCase()))];
      const added = fresh.filter((email) => !entries.some((entry) => entry.email === email));
      const next = [...entries, ...added.map((email) => entryFor(id, email))];
      lists.set(id, next);
      record(id, 'whitelist_changed', `+${added.length}`);
      return HttpResponse.json(v.parse(whitelistAddResponseSchema, { data: { added: added.length, already_listed: fresh.length - added.length, entries: next } }), { status: 201 });
    }),
    http.delete('*/issuances/:id/whitelist/:entryId', ({ params }) => {
      const id = String(params.id);
      const entries = lists.get(id) ?? [];
      if (!entries.some((entry) => entry.id === params.entryId)) return error(404, 'whitelist_entry_not_found');
      const next = entries.filter((entry) => entry.id !== params.entryId);
      lists.set(id, next);
      record(id, 'whitelist_changed', '-1');
      return HttpResponse.json(v.parse(whitelistResponseSchema, { data: { entries: next } }));
    }),
  ];
}

/** What the standalone servers show: over the demo issuances (`shared/issuances/mock-api`), the
 * campaign of issuance 1 with orders (price and tokens locked) and a private round, issuance 2
 * under validation (its sheet, from the issuance handlers, still reads pre-campaign: the two
 * mocks keep separate records), and a new draft written up to its story. */
export function demoAuthoring(): AuthoringApiData {
  return {
    drafts: [
      draftThrough('token', {
        id: '1',
        status: 'CAMPAIGN',
        phase: 'campaign',
        locked_fields: [...FIELDS_LOCKED_BY_ORDERS],
        values: { title: 'Solar Park Almería', slug: 'solar-park-almeria', subtitle: '5 MW photovoltaic plant' },
      }),
      draftThrough('token', { id: '2', status: 'VALIDATING', phase: 'validating', values: { title: 'Valencia Lofts', slug: 'valencia-lofts', subtitle: 'Twelve lofts near the beach' } }),
      draftThrough('token', { id: '3', status: 'CLOSED', phase: 'closed', values: { title: 'Bridge Notes 2027', slug: 'bridge-notes-2027', subtitle: 'Short-term notes' } }),
      draftThrough('story'),
    ],
    phases: { '2': validatingPhaseState() },
    whitelists: { '1': demoWhitelist() },
    takenSlugs: ['bridge-notes-2027'],
    registeredEmails: ['lucia@example.com'],
  };
}
