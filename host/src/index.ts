// The async boundary: the federation runtime negotiates shared modules before any of them runs.
// The answers the first screen waits for are asked for first, while that code downloads.
import { startBootRequests } from './platform/boot-requests';

startBootRequests();
import('./bootstrap');
