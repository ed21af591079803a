import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { authoringApi, type AuthoringApiData } from 'shared/authoring/mock-api';
import { DRAFT_ID, draftThrough } from 'shared/authoring/testing';
import type { Platform } from 'host/platform';
import { createTestPlatform, currentLocation, recordRequests, renderScreen, server, type RecordedRequest } from 'host/testing';
import type { IssuanceArea } from '../area';
import { managerArea, readOnlyArea } from '../test/manager-area';
import { expectNoA11yViolations } from 'shared/testing';
import { AuthoringPage } from './authoring.screen';

let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
});

/** The create and edit addresses of the area, as the remote routes them. */
function open(path: string, data: AuthoringApiData = {}, area: IssuanceArea = managerArea) {
  const api = authoringApi(data, { role: area === managerArea ? 'manager' : 'entrepreneur' });
  const platform = createTestPlatform();
  const forms = recordForms(platform);
  const prefix = area.paths.issuances.href();
  const view = renderScreen(
    <Routes>
      <Route path="issuances/create" element={<AuthoringPage area={area} />} />
      <Route path="issuances/:id/edit" element={<AuthoringPage area={area} />} />
    </Routes>,
    { path: `${prefix.replace('/issuances', '')}${path}`, route: `${prefix.replace('/issuances', '')}/*`, handlers: api.handlers, platform },
  );
  // After the API's own handlers, which `server.use` would otherwise put first.
  answerUploads(api, forms);
  return { ...view, api };
}

/**
 * The multipart bodies the page sends, taken before they reach the network: Node cannot read
 * jsdom's FormData from a request, so each is sent as text and the upload routes read it here.
 */
function recordForms(platform: Platform): FormData[] {
  const sent: FormData[] = [];
  // Registered before any request of the test: each awaits the same instance after this.
  void platform.http.axios().then((instance) => instance.interceptors.request.use((config) => {
    if (config.data instanceof FormData) {
      sent.push(config.data);
      config.data = 'form-data';
      config.headers.set('Content-Type', 'text/plain');
    }
    return config;
  }));
  return sent;
}

/** The upload routes, storing in the mock API what each recorded form says. */
function answerUploads(api: ReturnType<typeof authoringApi>, forms: FormData[]) {
  server.use(
    http.post('*/issuances/:id/images', ({ params }) => {
      const form = forms.shift();
      return HttpResponse.json({ data: api.uploads.image(String(params.id), form?.get('kind') === 'logo' ? 'logo' : 'intro') }, { status: 201 });
    }),
    http.post('*/issuances/:id/documents', ({ params }) => {
      const form = forms.shift();
      const settings = { name: String(form?.get('name')), view_permission: form?.get('view_permission') === 'public' ? ('public' as const) : ('hidden' as const) };
      return HttpResponse.json({ data: api.uploads.document(String(params.id), settings) }, { status: 201 });
    }),
  );
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const image = (name: string, size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const writes = () => requests.filter((request) => request.method !== 'GET');

async function fillToken(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    await user.type(field, value);
  }
}

const GOOD_TOKEN = {
  'Token name': 'Huerta Token',
  Symbol: 'HSM',
  'Token price': '10',
  'Tokens for sale': '50000',
  'Minimum offer': '100',
  'Maximum offer': '50000',
  'Soft cap': '100000',
  'Maximum fundraising': '500000',
  'Campaign start': '2027-01-10',
  'Campaign end': '2027-03-11',
};

describe('/manager/issuances/create', () => {
  it('creates the draft on the first step and completes it through every step to the preview', async () => {
    const user = userEvent.setup();
    const { api, container } = open('/issuances/create');
    await stepHeading('Basics');
    await expectNoA11yViolations(container);

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Huerta Solar Murcía');
    expect(screen.getByRole('textbox', { name: /^Address \(slug\)/ })).toHaveValue('huerta-solar-murcia');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Address \(slug\)/ })).toHaveAccessibleDescription(/“huerta-solar-murcia” is free/));
    await user.type(screen.getByRole('textbox', { name: /^Subtitle/ }), 'Community solar on farm roofs');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Product type/ }), 'Renewables');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Modality/ }), 'Online round');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    await stepHeading('Story');
    const id = 'iss-new-1';
    expect(currentLocation().pathname).toBe(`/manager/issuances/${id}/edit`);
    expect(currentLocation().search).toBe('?step=story');
    const steps = screen.getByRole('navigation', { name: 'Steps of the issuance' });
    expect(within(steps).getByRole('link', { name: /Basics \(done\)/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Short description/ }), 'Solar panels on the roofs of twelve farms.');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await stepHeading('Logo, images and video');
    await user.upload(screen.getByLabelText('Choose the logo'), image('logo.png'));
    expect(await screen.findByRole('img', { name: 'Logo' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add images'), [image('one.png'), image('two.jpg')]);
    expect(await screen.findByRole('img', { name: 'Image 2' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Intro video link/ }), 'https://vimeo.com/76979871');
    expect(await screen.findByTitle(/Huerta Solar Murcía/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await stepHeading('Documents');
    await user.upload(screen.getByLabelText('PDF file'), new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Pitch deck');
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    const list = await screen.findByRole('list', { name: 'Documents of the issuance' });
    expect(within(list).getByRole('combobox', { name: 'Who can see Pitch deck' })).toHaveValue('hidden');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await stepHeading('Token and round');
    await fillToken(user, GOOD_TOKEN);
    const figures = screen.getByText('Total for sale (price × tokens)').closest('dl') as HTMLElement;
    expect(figures).toHaveTextContent(/500,000\.00/);
    expect(figures).toHaveTextContent('60 days');
    await user.click(screen.getByRole('button', { name: 'Save and preview' }));

    expect(await screen.findByRole('heading', { name: 'Preview: the project sheet as investors will see it' })).toBeInTheDocument();
    expect(screen.getByText('Solar panels on the roofs of twelve farms.')).toBeInTheDocument();
    expect(api.draft(id)?.steps_done).toEqual(['basics', 'story', 'media', 'documents', 'token']);
    expect(api.draft(id)?.intro_images).toHaveLength(2);
    expect(api.draft(id)?.logo).not.toBeNull();
    expect(api.draft(id)?.documents[0]).toMatchObject({ name: 'Pitch deck', view_permission: 'hidden' });
    expect(writes().find((request) => request.url === `/issuances/${id}/steps/token`)?.body).toMatchObject({ price: '10.00', tokens_for_sale: 50000, soft_cap: '100000.00' });
  });

  it('says when the slug another issuance uses is taken, as the person types', async () => {
    const user = userEvent.setup();
    open('/issuances/create', { takenSlugs: ['bridge-notes-2027'] });
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Bridge Notes 2027');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Address \(slug\)/ })).toHaveAccessibleDescription(/“bridge-notes-2027” is already used by another issuance/),
    );
  });

  it('keeps a slug the person wrote when the title changes', async () => {
    const user = userEvent.setup();
    open('/issuances/create');
    const slug = await screen.findByRole('textbox', { name: /^Address \(slug\)/ });
    await user.type(slug, 'my-own');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Another title');
    expect(slug).toHaveValue('my-own');
  });
});

describe('/manager/issuances/:id/edit', () => {
  it('opens at the first step not done, and says which steps are done', async () => {
    open(`/issuances/${DRAFT_ID}/edit`, { drafts: [draftThrough('story')] });
    await stepHeading('Logo, images and video');
    const steps = screen.getByRole('navigation', { name: 'Steps of the issuance' });
    expect(within(steps).getByRole('link', { name: /Story \(done\)/ })).toHaveAttribute('href', `/manager/issuances/${DRAFT_ID}/edit?step=story`);
    expect(within(steps).getByRole('link', { current: 'step' })).toHaveTextContent('Logo, images and video');
    expect(within(steps).getByRole('link', { name: /Token and round/ })).not.toHaveAccessibleName(/done/);
  });

  it('shows what is wrong at the token step under each field, keeps what was typed and sends nothing', async () => {
    const user = userEvent.setup();
    const { container } = open(`/issuances/${DRAFT_ID}/edit?step=token`, { drafts: [draftThrough('documents')] });
    await stepHeading('Token and round');
    await fillToken(user, { ...GOOD_TOKEN, 'Soft cap': '950000', 'Maximum fundraising': '900000', 'Campaign end': '2027-01-01', Symbol: 'H$' });
    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(screen.getByRole('textbox', { name: /^Soft cap/ })).toHaveAccessibleDescription('The soft cap cannot exceed the maximum fundraising');
    expect(screen.getByLabelText(/^Campaign end/)).toHaveAccessibleDescription('The end date must be after the start date');
    expect(screen.getByRole('textbox', { name: /^Symbol/ })).toHaveAccessibleDescription('This text cannot contain special characters');
    expect(screen.getByRole('textbox', { name: /^Maximum fundraising/ })).toHaveAccessibleDescription(/cannot exceed the total for sale/);
    expect(screen.getByRole('textbox', { name: /^Soft cap/ })).toHaveValue('950000');
    expect(writes()).toEqual([]);
    await expectNoA11yViolations(container);
  });

  it('shows the API’s field errors next to their fields, keeping the values', async () => {
    const user = userEvent.setup();
    open(`/issuances/${DRAFT_ID}/edit?step=story`, { drafts: [draftThrough('basics')] });
    await stepHeading('Story');
    server.use(
      http.patch('*/issuances/:id/steps/story', () =>
        HttpResponse.json({ error: 'validation_error', hide_error: false, fields: { short_description: { key: 'validator.error_unsafe_text' } } }, { status: 400 }),
      ),
    );
    await user.type(screen.getByRole('textbox', { name: /^Short description/ }), 'Our pitch');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Short description/ })).toHaveAccessibleDescription(/contains code that is not allowed/));
    expect(screen.getByRole('textbox', { name: /^Short description/ })).toHaveValue('Our pitch');
    expect(currentLocation().search).toBe('?step=story');
  });

  it('checks the count and size of images before uploading any', async () => {
    const user = userEvent.setup();
    const ten = Array.from({ length: 10 }, (_, index) => ({ id: `img-${index}`, url: `https://img.test/${index}.png` }));
    open(`/issuances/${DRAFT_ID}/edit?step=media`, { drafts: [draftThrough('story', { intro_images: ten })] });
    await stepHeading('Logo, images and video');
    await user.upload(screen.getByLabelText('Add images'), image('eleventh.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can upload at most 10 images');
    expect(screen.getByLabelText('Add images')).toHaveAccessibleDescription(/You can upload at most 10 images/);
    await user.upload(screen.getByLabelText('Choose the logo'), image('huge.png', 6 * 1024 * 1024));
    expect(await screen.findByText('The file exceeds 5 MB')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('takes images dropped on the same drop zone as the investor flow, and refuses a file of another type at once', async () => {
    const { api } = open(`/issuances/${DRAFT_ID}/edit?step=media`, { drafts: [draftThrough('story')] });
    await stepHeading('Logo, images and video');
    const [logoZone, imagesZone] = screen.getAllByTestId('file-drop-zone');
    expect(imagesZone).toHaveTextContent('0 of 10 images · JPG, JPEG, PNG, WEBP, GIF, up to 5 MB');
    fireEvent.drop(logoZone as HTMLElement, { dataTransfer: { files: [new File(['notes'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('This type of file is not accepted. Choose a file of one of these types: JPG, JPEG, PNG, WEBP, GIF');
    expect(writes()).toEqual([]);
    fireEvent.drop(imagesZone as HTMLElement, { dataTransfer: { files: [image('dropped.png')] } });
    await waitFor(() => expect(api.draft(DRAFT_ID)?.intro_images).toHaveLength(1));
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
  });

  it('removes an uploaded image', async () => {
    const user = userEvent.setup();
    const { api } = open(`/issuances/${DRAFT_ID}/edit?step=media`, { drafts: [draftThrough('media')] });
    await user.click(await screen.findByRole('button', { name: 'Remove Image 1' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Image 1' })).not.toBeInTheDocument());
    expect(api.draft(DRAFT_ID)?.intro_images).toEqual([]);
  });

  it('shows the price and tokens disabled with the reason once the campaign has orders', async () => {
    open(`/issuances/${DRAFT_ID}/edit?step=token`, { drafts: [draftThrough('token', { locked_fields: ['price', 'tokens_for_sale'] })] });
    await stepHeading('Token and round');
    expect(screen.getByRole('textbox', { name: /^Token price/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Token price/ })).toHaveAccessibleDescription(/Locked: investors have already ordered/);
    expect(screen.getByRole('textbox', { name: /^Tokens for sale/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Soft cap/ })).toBeEnabled();
  });

  it('tells an entrepreneur why a submitted draft is not editable, and shows its preview', async () => {
    open(`/issuances/${DRAFT_ID}/edit`, { drafts: [draftThrough('token', { status: 'VALIDATING', phase: 'validating', editable: false })] }, readOnlyArea);
    expect(await screen.findByText(/This issuance is Under validation: it was submitted, so only a manager can change it now\./)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Preview: the project sheet as investors will see it' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });
});
