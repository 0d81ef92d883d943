import { eventGroupSchema, eventOrderSchema, eventSchema, eventsStatusSchema, newEventSchema } from './eventSchemas';

/** Events answers read by rule 9: only ids required, numbers as strings, null and missing fields accepted. */
describe('eventSchema', () => {
  it('fills everything but the id from a minimal event', () => {
    expect(eventSchema.parse({ id: 7 })).toEqual({
      id: 7,
      status: { code: '', name: '' },
      category: { categoryEnum: '', name: '' },
      urgency: null,
      title: '',
      description: '',
      eventDate: '',
      visible: false,
      contractFactNum: null,
      registryNumber: null,
      updName: null,
      requirements: [],
    });
  });

  it('accepts status and category as objects or bare codes, and requirements with their document type', () => {
    const event = eventSchema.parse({
      id: '9',
      status: 'NEW',
      category: { categoryEnum: 'MESSAGE', name: 'Сообщение' },
      visible: 'true',
      contractFactNum: 12,
      requirements: [{ id: 1, name: 'Акт', documentType: { name: 'Акт сверки', required: 1 }, files: null }, { id: 2, documentType: null }],
    });
    expect(event.status).toEqual({ code: 'NEW', name: '' });
    expect(event.category).toEqual({ categoryEnum: 'MESSAGE', name: 'Сообщение' });
    expect(event.visible).toBe(true);
    expect(event.contractFactNum).toBe('12');
    expect(event.requirements).toEqual([
      { id: 1, name: 'Акт', documentType: { name: 'Акт сверки', required: true }, files: [] },
      { id: 2, name: '', documentType: { name: '', required: false }, files: [] },
    ]);
    expect(eventSchema.parse({ id: 1, status: { code: 'DONE', name: 'Готово' }, category: 'AF_EVENTS' })).toMatchObject({
      status: { code: 'DONE', name: 'Готово' },
      category: { categoryEnum: 'AF_EVENTS', name: '' },
    });
  });

  it('refuses an event without an id', () => {
    expect(eventSchema.safeParse({ title: 'x' }).success).toBe(false);
    expect(eventSchema.safeParse({ id: '' }).success).toBe(false);
  });
});

describe('eventsStatusSchema', () => {
  it.each([
    [{ unseen: 3 }, 3],
    [{ unseen: '4' }, 4],
    [{ unseen: null }, 0],
    [{}, 0],
    [{ unseen: 'many' }, 0],
  ])('counts unseen events in %p as %p', (answer, unseen) => {
    expect(eventsStatusSchema.parse(answer).unseen).toBe(unseen);
  });
});

describe('eventGroupSchema', () => {
  it('reads the items of a group, empty when absent', () => {
    expect(eventGroupSchema.parse({ id: 1, name: 'Группа', items: [{ eventId: '5', orderId: 8 }] }).items).toEqual([
      { eventId: '5', description: '', eventDate: '', orderId: '8', contractFactNum: null, urgency: null },
    ]);
    expect(eventGroupSchema.parse({ id: 1 }).items).toEqual([]);
  });
});

describe('newEventSchema', () => {
  it('reads headers given as an object', () => {
    const event = newEventSchema.parse({ schema: { headers: { sum: 'Сумма', date: 7 }, tableItems: [{ sum: 1 }, 'odd', null, [1]] } });
    expect(event.schema).toEqual({ headers: [{ name: 'sum', text: 'Сумма' }, { name: 'date', text: 'date' }], tableItems: [{ sum: 1 }] });
  });

  it('reads headers given as a list, naming them by name or value and titling them by text, title or label', () => {
    const event = newEventSchema.parse({
      schema: {
        headers: [{ name: 'a', text: 'A' }, { value: 'b', title: 'B' }, { name: 'c', label: 'C' }, { name: 'd' }, { text: 'no name' }, 'odd', null],
      },
    });
    expect(event.schema.headers).toEqual([
      { name: 'a', text: 'A' },
      { name: 'b', text: 'B' },
      { name: 'c', text: 'C' },
      { name: 'd', text: 'd' },
    ]);
  });

  it('gives an empty table without a schema', () => {
    expect(newEventSchema.parse({ eventGroupName: 'Новое' })).toMatchObject({
      eventGroupName: 'Новое',
      orderId: null,
      items: [],
      schema: { headers: [], tableItems: [] },
    });
    expect(newEventSchema.parse({ schema: { headers: null, tableItems: null } }).schema).toEqual({ headers: [], tableItems: [] });
  });
});

/** What spec §3 does not promise is not required: a group's id, an order's id, a requirement file's id. */
describe('shapes beyond the spec are optional', () => {
  it('reads a group without an id (spec §3: items[] with eventId only)', () => {
    expect(eventGroupSchema.parse({ items: [{ eventId: 5 }] })).toMatchObject({ id: null, name: '', items: [{ eventId: 5 }] });
  });

  it('reads a requirement file without an id: it still counts as uploaded', () => {
    expect(eventSchema.parse({ id: 1, requirements: [{ id: 2, files: [{ name: 'Акт.pdf' }] }] }).requirements[0]?.files).toEqual([{ id: null, name: 'Акт.pdf' }]);
  });

  it('reads an order without an id', () => {
    expect(eventOrderSchema.parse({ files: [{ id: 9, name: 'Счет.pdf' }] })).toMatchObject({ id: null, files: [{ id: 9, name: 'Счет.pdf' }] });
  });
});
