import { describeAreaMessages } from 'issuance-admin/testing';
import en from './en/manager.json';
import es from './es/manager.json';

describeAreaMessages('manager', en, es);
