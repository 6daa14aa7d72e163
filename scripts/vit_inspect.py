#!/usr/bin/env python3
"""The vision transformer's heads through `mmattn inspect`: one table for the book.

usage: vit_inspect.py MMATTN DIR

Runs `MMATTN inspect --json` on every DIR/vit_headH.npz that `mmattn train-vit --out DIR`
exported (the heads of layer 1 as instances of the paper's model), reads DIR/vit_scores.csv
(how well the one head v stands for the per-image scores), and writes DIR/vit_inspect.tex:
a plain TeX table, one row per head, and macros with the counts the chapter quotes. Every
number comes from those runs; the file is replaced only when everything was read.
"""
import csv
import json
import os
import re
import subprocess
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: vit_inspect.py MMATTN DIR")
    exe, d = sys.argv[1], sys.argv[2]
    files = sorted((int(m.group(1)), f) for f in os.listdir(d)
                   for m in [re.fullmatch(r"vit_head(\d+)\.npz", f)] if m)
    if not files:
        sys.exit("vit_inspect.py: no vit_head*.npz in " + d)
    with open(os.path.join(d, "vit_scores.csv")) as f:
        scores = {int(r["head"]): r for r in csv.DictReader(f)}
    rows, local, reached, steps, images, cosines, ratios = [], 0, 0, 0, 0, [], []
    for h, f in files:
        out = subprocess.run([exe, "inspect", "--json", os.path.join(d, f)], check=True,
                             capture_output=True, text=True).stdout
        o = json.loads(out)
        x = o["heads"][0]
        s, g = x["svm"], x["ngd"]
        lim = g["limit"]
        images = o["n"]
        steps = g["steps"]
        local += bool(s.get("locally_optimal"))
        if s["feasible"]:
            cosines.append(x["cos_q_mm"])
            ratios.append(x["margin_ratio"])
        lmm = lim.get("feasible") and lim.get("locally_optimal")
        reached += bool(lmm)
        rows.append("%d&%.3f&%.3f&%s, %d&%.1e&%.3f&%.3f&%s&%s&%s&%s&%.2f\\cr" % (
            h, x["norm"], x["mass_mean"],
            "%.4f" % s["margin"] if s["feasible"] else "---", len([t for sup in s.get("support", []) for t in sup]),
            s.get("kkt_worst", float("nan")), x["cos_q_mm"], x["margin_ratio"],
            "yes" if s.get("locally_optimal") else "no",
            g["run"],
            ("GMM" if lim.get("global") else "LMM") if lmm else ("not an LMM" if lim.get("feasible") else "infeasible"),
            "%.3f" % g["cos_trained"] if g["cos_trained"] is not None else "---",
            float(scores[h]["agreement"])))
    tmp = os.path.join(d, "vit_inspect.tex.tmp")
    with open(tmp, "w") as t:
        t.write("%% written by scripts/vit_inspect.py from mmattn inspect --json: measured, do not edit\n")
        t.write("\\gdef\\vitInspHeads{%d}\\gdef\\vitInspImages{%d}\\gdef\\vitInspSteps{%d}%%\n" % (len(files), images, steps))
        t.write("\\gdef\\vitInspLocal{%d}\\gdef\\vitInspReached{%d}%%\n" % (local, reached))
        if cosines:
            t.write("\\gdef\\vitInspCosMin{%.3f}\\gdef\\vitInspCosMax{%.3f}\\gdef\\vitInspRatioMin{%.3f}\\gdef\\vitInspRatioMax{%.3f}%%\n"
                    % (min(cosines), max(cosines), min(ratios), max(ratios)))
        else:
            t.write("\\gdef\\vitInspCosMin{---}\\gdef\\vitInspCosMax{---}\\gdef\\vitInspRatioMin{---}\\gdef\\vitInspRatioMax{---}%\n")
        t.write("\\gdef\\vitInspTable{\\vbox{\\tabskip=0.5em\\sevenrm\\halign{\\hfil##\\hfil&&\\hfil##\\hfil\\cr\n")
        t.write("head&$\\Vert q\\Vert$&mass&margin, support&KKT&$\\cos(q,q^{\\rm mm})$&ratio&loc.\\ opt.&NGD run&its end&$\\cos$&agree\\cr\n")
        t.write("\\noalign{\\smallskip\\hrule\\smallskip}\n")
        t.write("\n".join(rows) + "\n}}}%\n")
    os.replace(tmp, os.path.join(d, "vit_inspect.tex"))


if __name__ == "__main__":
    main()
