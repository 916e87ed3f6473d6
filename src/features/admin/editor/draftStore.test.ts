import { clearDraft, draftDiffers, draftKey, loadDraft, saveDraft } from './draftStore';
import { EMPTY_VALUES } from './editorValues';

describe('local article drafts', () => {
  beforeEach(() => localStorage.clear());

  it('are kept per article id and for a new article', () => {
    saveDraft('new', { ...EMPTY_VALUES, article_title: '新文章' }, 1000);
    saveDraft(7, { ...EMPTY_VALUES, article_title: '第七篇' }, 2000);
    expect(loadDraft('new')).toEqual({ values: { ...EMPTY_VALUES, article_title: '新文章' }, savedAt: 1000 });
    expect(loadDraft(7)?.values.article_title).toBe('第七篇');
    expect(draftKey(7)).not.toBe(draftKey('new'));
    clearDraft(7);
    expect(loadDraft(7)).toBeNull();
    expect(loadDraft('new')).not.toBeNull();
  });

  it('ignore a damaged copy', () => {
    localStorage.setItem(draftKey('new'), '{not json');
    expect(loadDraft('new')).toBeNull();
    localStorage.setItem(draftKey('new'), JSON.stringify({ values: { article_title: 1 } }));
    expect(loadDraft('new')).toBeNull();
  });

  it('tell whether a draft holds anything new', () => {
    expect(draftDiffers(EMPTY_VALUES, { ...EMPTY_VALUES })).toBe(false);
    expect(draftDiffers({ ...EMPTY_VALUES, article_content: 'x' }, EMPTY_VALUES)).toBe(true);
  });
});
