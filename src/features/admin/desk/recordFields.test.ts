import { recordBody, validateRecord, type RecordField } from './recordFields';

const FIELDS: RecordField[] = [
  { key: 'name', label: '名称', required: true, max: 4 },
  { key: 'url', label: '地址', kind: 'url' },
  { key: 'icon', label: '图标', kind: 'image' },
];

describe('record dialog fields', () => {
  it('report each problem in Chinese', () => {
    expect(validateRecord(FIELDS, { name: ' ', url: 'ftp://x', icon: 'data:x' })).toEqual({
      name: '请填写名称',
      url: '地址须以 http:// 或 https:// 开头',
      icon: '图标须是上传的图片或 http(s) 地址',
    });
    expect(validateRecord(FIELDS, { name: '五个字太长' }).name).toBe('名称不能超过 4 个字符');
    expect(validateRecord(FIELDS, { name: '前端', url: 'https://a.b', icon: '/uploads/x.png' })).toEqual({});
  });
  it('trim values and turn numeric ones into numbers', () => {
    expect(recordBody({ name: ' a ', sort: '3', extra: 'x' }, ['name'], ['sort'])).toEqual({ name: 'a', sort: 3 });
    expect(recordBody({ sort: 'abc' }, [], ['sort'])).toEqual({ sort: 0 });
  });
});
