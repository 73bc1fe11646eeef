// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { SatisfacaoDaCarta } from "./SatisfacaoDaCarta";

afterEach(cleanup);

const texto = (e: Element | null | undefined) =>
  e?.textContent?.replace(/\s+/g, " ").trim();

describe("pesquisa de satisfação na Carta de Serviços", () => {
  const pagina = () =>
    render(
      <SatisfacaoDaCarta
        id="titulo-satisfacao"
        desde="2025-12"
        ate="2026-11"
        servicos={[
          {
            servico: "Protocolo digital",
            meses: [
              {
                servico: "Protocolo digital",
                mes: "2026-11",
                respostas: 3,
                media: 4.33,
                porNota: [0, 0, 0, 2, 1],
              },
            ],
          },
          { servico: "Mensagem do Fale Conosco", meses: [] },
        ]}
      />,
    ).container;

  it("uma tabela por serviço avaliado: legenda, cabeçalhos com escopo, mês por extenso e média com vírgula", () => {
    const c = pagina();
    const tabelas = c.querySelectorAll("table");
    expect(tabelas).toHaveLength(1);
    expect(texto(tabelas[0]!.querySelector("caption"))).toBe(
      "Avaliações de “Protocolo digital” por mês",
    );
    expect(
      [...tabelas[0]!.querySelectorAll("thead th")].map((th) => [
        texto(th),
        th.getAttribute("scope"),
      ]),
    ).toEqual([
      ["Mês", "col"],
      ["Avaliações", "col"],
      ["Nota média (1 a 5)", "col"],
      ["Nota 1", "col"],
      ["Nota 2", "col"],
      ["Nota 3", "col"],
      ["Nota 4", "col"],
      ["Nota 5", "col"],
    ]);
    const linha = tabelas[0]!.querySelector("tbody tr")!;
    expect(linha.querySelector("th")?.getAttribute("scope")).toBe("row");
    expect([...linha.children].map(texto)).toEqual([
      "novembro de 2026",
      "3",
      "4,33",
      "0",
      "0",
      "0",
      "2",
      "1",
    ]);
  });

  it("serviço sem avaliações: o aviso em português, sem tabela; o período dito no texto", () => {
    const c = pagina();
    const secoes = [...c.querySelectorAll("section section")];
    expect(secoes.map((s) => texto(s.querySelector("h3")))).toEqual([
      "Protocolo digital",
      "Mensagem do Fale Conosco",
    ]);
    expect(texto(secoes[1]!.querySelector("p"))).toBe(
      "Ainda não há avaliações registradas para este serviço nos últimos 12 meses.",
    );
    expect(secoes[1]!.querySelector("table")).toBeNull();
    expect(texto(c.querySelector("h2"))).toBe("Pesquisa de satisfação");
    expect(texto(c.querySelector("h2 + p"))).toContain(
      "de dezembro de 2025 a novembro de 2026",
    );
  });
});
