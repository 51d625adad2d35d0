import { Table } from '@mantine/core';
import { formatNumber } from '@pathagar/shared-i18n';
import { useLanguage, useTranslation } from '@pathagar/shared-i18n/react';
import type { RankingPart } from './queries';
import { ReaderAvatar } from './ReaderAvatar';
import { booksRead, readerName, shownRank } from './reader-text';

/** The readers after the podium, numbered from 4; `all` is the whole ranking (for ties). */
export function ReaderTable({ readers, all = readers }: RankingPart) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('site:ranking.table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('site:ranking.table.number')}</Table.Th>
            <Table.Th scope="col">{t('site:ranking.table.photo')}</Table.Th>
            <Table.Th scope="col">{t('site:ranking.table.name')}</Table.Th>
            <Table.Th scope="col">{t('site:ranking.table.rank')}</Table.Th>
            <Table.Th scope="col">{t('site:ranking.table.booksRead')}</Table.Th>
            <Table.Th scope="col">{t('site:ranking.table.email')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {readers.map((reader, index) => {
            const name = readerName(t, reader);
            return (
              <Table.Tr key={`${reader.userId}-${index}`}>
                <Table.Td>{formatNumber(index + 4, language)}</Table.Td>
                <Table.Td>
                  <ReaderAvatar name={name} image={reader.image} size={40} />
                </Table.Td>
                <Table.Td>{name}</Table.Td>
                <Table.Td>{shownRank(t, all, reader, language)}</Table.Td>
                <Table.Td>{booksRead(t, reader)}</Table.Td>
                <Table.Td>{reader.email}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
