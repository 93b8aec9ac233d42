import { en } from './en';
import { showLanguage } from './language';

// Unit tests draw components and build texts in English, the spec's wording, unless a test switches.
showLanguage('en', en);
