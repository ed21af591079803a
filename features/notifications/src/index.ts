// The notification screens of every area. Each remote mounts the page from a thin screen file
// with its area (where subjects open, who may write broadcasts).
export { investorArea, issuerArea, type NotificationArea } from './area';
export { NotificationsPage } from './inbox.screen';
