import { Box, Text } from '@portal/ui/chakra';

/** The report's list is not offered by the server (a call beyond spec §7 answered 404): the Excel file still is. */
export function ExcelOnlyNotice() {
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="md" p="6" textAlign="center" data-testid="report-excel-only">
      <Text color="fg.muted">Просмотр этого отчёта на странице сервер не поддерживает: выгрузите его в Excel.</Text>
    </Box>
  );
}
