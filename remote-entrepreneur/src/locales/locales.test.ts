import { describeAreaMessages } from 'issuance-admin/testing';
import en from './en/entrepreneur.json';
import es from './es/entrepreneur.json';

describeAreaMessages('entrepreneur', en, es);
