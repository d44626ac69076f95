import {
  Code as ChakraCode,
  DataList as ChakraDataList,
  NativeSelect as ChakraNativeSelect,
  Progress as ChakraProgress,
  Stat as ChakraStat,
  Table as ChakraTable,
  type CodeProps,
  type DataListRootProps,
  type NativeSelectRootProps,
  type ProgressRootProps,
  type StatRootProps,
  type TableRootProps,
} from '@chakra-ui/react';
import {
  codeRecipe,
  dataListSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  statSlotRecipe,
  tableSlotRecipe,
} from '@chakra-ui/react/theme';

/*
 * Chakra components only the admin screens use, each with its recipe passed in: the app's theme
 * (lib/chakra-base.ts) leaves these recipes out, so a visitor's first visit does not carry their
 * styles (about 3 KB gzip); they load with the admin chunk. Admin screens import these from here,
 * not from '@chakra-ui/react' (chakra-base.test.ts fails on a component whose recipe is missing).
 */

export const Table = {
  ...ChakraTable,
  Root: (props: TableRootProps) => <ChakraTable.Root recipe={tableSlotRecipe} {...props} />,
};

export const NativeSelect = {
  ...ChakraNativeSelect,
  Root: (props: NativeSelectRootProps) => (
    <ChakraNativeSelect.Root recipe={nativeSelectSlotRecipe} {...props} />
  ),
};

export const Progress = {
  ...ChakraProgress,
  Root: (props: ProgressRootProps) => (
    <ChakraProgress.Root recipe={progressSlotRecipe} {...props} />
  ),
};

export const Stat = {
  ...ChakraStat,
  Root: (props: StatRootProps) => <ChakraStat.Root recipe={statSlotRecipe} {...props} />,
};

export const DataList = {
  ...ChakraDataList,
  Root: (props: DataListRootProps) => (
    <ChakraDataList.Root recipe={dataListSlotRecipe} {...props} />
  ),
};

export const Code = (props: CodeProps) => <ChakraCode recipe={codeRecipe} {...props} />;
