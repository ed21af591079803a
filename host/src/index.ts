// The async boundary: the federation runtime negotiates shared modules before any of them runs.
import('./bootstrap');
