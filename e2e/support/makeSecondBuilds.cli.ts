// `npm test` runs this (through tsx) beside the unit tests, so the browser run finds the second builds made.
import { makeSecondBuilds } from './secondBuilds';

makeSecondBuilds();
