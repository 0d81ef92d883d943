import { act, cleanup, renderHook } from '@testing-library/react';
import { setVocabulary, useVocabularyText, vocabularyText } from './vocabularyStore';

describe('vocabulary texts', () => {
  afterEach(() => {
    // Unmounted first: a store reset under a mounted hook would re-render it outside act().
    cleanup();
    setVocabulary({});
  });

  it('gives the fallback until the vocabulary has a non-blank text for the key', () => {
    expect(vocabularyText('systemError', 'Системная ошибка')).toBe('Системная ошибка');
    setVocabulary({ systemError: '   ' });
    expect(vocabularyText('systemError', 'Системная ошибка')).toBe('Системная ошибка');
    setVocabulary({ systemError: 'Ошибка системы' });
    expect(vocabularyText('systemError', 'Системная ошибка')).toBe('Ошибка системы');
  });

  it('a newly loaded vocabulary replaces the old one, keys it lacks included', () => {
    setVocabulary({ greeting: 'Здравствуйте' });
    setVocabulary({ farewell: 'До свидания' });
    expect(vocabularyText('greeting', 'Добрый день')).toBe('Добрый день');
    expect(vocabularyText('farewell', 'Пока')).toBe('До свидания');
  });

  it('the hook re-renders with the text when the vocabulary arrives, and keeps the fallback for a blank one', () => {
    const { result } = renderHook(() => useVocabularyText('systemError', 'Системная ошибка'));
    expect(result.current).toBe('Системная ошибка');
    act(() => setVocabulary({ systemError: 'Ошибка системы' }));
    expect(result.current).toBe('Ошибка системы');
    act(() => setVocabulary({ systemError: ' ' }));
    expect(result.current).toBe('Системная ошибка');
    act(() => setVocabulary({ systemError: 42 as unknown as string }));
    expect(result.current).toBe('Системная ошибка');
  });
});
