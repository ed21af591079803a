/**
 * The host's public screens a remote shows inside its own flow, federated as the singleton
 * `host/auth` (the host's copy; a remote never bundles it). Kept apart from `host/platform` so
 * that importing the platform stays cheap: only the screens that show a form load this.
 */
export { default as RegisterScreen, type RegisterPageProps as RegisterScreenProps } from '../pages/auth/register.page';
