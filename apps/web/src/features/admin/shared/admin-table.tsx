import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { Table } from './chakra';

export interface AdminTableProps {
  /** What the table lists, e.g. 'Пользователи': the scroll box's accessible name. */
  label: string;
  /** The column headings, in order. */
  columns: ReactNode[];
  /** The rows: <Table.Row><Table.Cell>…</Table.Cell></Table.Row>. */
  children: ReactNode;
  testId?: string;
}

/**
 * An admin table in a box that scrolls sideways on narrow screens, so the page itself never does.
 * The box is a named, focusable region: a keyboard user can scroll it with the arrow keys.
 */
export function AdminTable({ label, columns, children, testId }: AdminTableProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      overflowX="auto"
      maxW="100%"
      borderWidth="1px"
      borderRadius="md"
      focusVisibleRing="inside"
    >
      <Table.Root size="sm" variant="line" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            {columns.map((column, index) => (
              <Table.ColumnHeader key={index} whiteSpace="nowrap">
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Box>
  );
}
