const DATA_COLUMNS = 'minmax(14rem, 2fr) 9rem 7rem 7rem minmax(10rem, 1fr)';
/** A phone's columns: narrower ticks, then the amount (moved before the document by `order`), all in 358 px. */
const PHONE_DATA_COLUMNS = '8.5rem minmax(12rem, 2fr) 7rem 7rem minmax(10rem, 1fr)';

/** Column widths of the supplies grid (header and virtual rows share them), with or without the financing column. */
export const SUPPLY_GRID_COLUMNS = `6.5rem 7.5rem ${DATA_COLUMNS}`;
export const SUPPLY_GRID_COLUMNS_NO_FINANCING = `6.5rem ${DATA_COLUMNS}`;
export const SUPPLY_GRID_COLUMNS_PHONE = `5.5rem 6rem ${PHONE_DATA_COLUMNS}`;
export const SUPPLY_GRID_COLUMNS_PHONE_NO_FINANCING = `5.5rem ${PHONE_DATA_COLUMNS}`;
export const SUPPLY_ROW_HEIGHT = 40;
/** The visible window of the table; only the rows inside it (plus overscan) are in the DOM. */
export const SUPPLY_TABLE_HEIGHT = 480;
