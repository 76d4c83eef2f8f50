// The hook moved to ui's lib: the landing pages' sticky call to action reads it too (CONST-12).
export { useScrolledPast } from '../../lib/useScrolledPast';
