import type { BroadcastAudience, NotificationCategory } from 'shared';

// Literal keys, so the typecheck and the unused-message test see each one in use.
export const CATEGORY_LABEL = {
  investments: 'category.investments',
  earnings: 'category.earnings',
  projects: 'category.projects',
  board: 'category.board',
  messages: 'category.messages',
} as const satisfies Record<NotificationCategory, string>;

export const AUDIENCE_LABEL = {
  all_investors: 'compose.audience.all_investors',
  project_investors: 'compose.audience.project_investors',
  user: 'compose.audience.user',
} as const satisfies Record<BroadcastAudience, string>;

export const SENT_TO_LABEL = {
  project_investors: 'sent.to_project_investors',
  user: 'sent.to_user',
} as const;

export const FIELD_LABEL = {
  title: { es: 'compose.title_es', en: 'compose.title_en' },
  body: { es: 'compose.body_es', en: 'compose.body_en' },
} as const;
