<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro">
<context>
    <name>Cli</name>
    <message>
        <source>Unknown GPU &quot;%1&quot;. Known GPU ids: %2</source>
        <translation>GPU necunoscut „%1”. ID-uri de GPU cunoscute: %2</translation>
    </message>
    <message>
        <source>Unknown provider &quot;%1&quot;. Known provider ids: %2</source>
        <translation>Furnizor necunoscut „%1”. ID-uri de furnizor cunoscute: %2</translation>
    </message>
    <message>
        <source>unavailable: no longer in the catalog</source>
        <translation>indisponibilă: nu mai este în catalog</translation>
    </message>
    <message>
        <source>--model is required.</source>
        <translation>--model este obligatoriu.</translation>
    </message>
    <message>
        <source>Unknown model &quot;%1&quot;. Known model ids: %2</source>
        <translation>Model necunoscut „%1”. ID-uri de model cunoscute: %2</translation>
    </message>
    <message>
        <source>import needs exactly one FILE: gpuscout-cli import FILE</source>
        <translation>import necesită exact un FILE: gpuscout-cli import FILE</translation>
    </message>
    <message>
        <source>Nothing was imported. %1</source>
        <translation>Nu s-a importat nimic. %1</translation>
    </message>
    <message>
        <source>List the GPUs of the catalog.</source>
        <translation>Listează GPU-urile din catalog.</translation>
    </message>
    <message>
        <source>List the providers and their features.</source>
        <translation>Listează furnizorii și funcțiile lor.</translation>
    </message>
    <message>
        <source>List offers; filter with --gpu, --provider, --min-vram, --max-price, --spot.</source>
        <translation>Listează ofertele; filtrați cu --gpu, --provider, --min-vram, --max-price, --spot.</translation>
    </message>
    <message>
        <source>Replace the catalog with the catalog file FILE.</source>
        <translation>Înlocuiește catalogul cu fișierul de catalog FILE.</translation>
    </message>
    <message>
        <source>Show which catalog the database holds.</source>
        <translation>Arată ce catalog conține baza de date.</translation>
    </message>
    <message>
        <source>Seconds per image of a model on a GPU (--gpu, --model).</source>
        <translation>Secunde per imagine pentru un model pe un GPU (--gpu, --model).</translation>
    </message>
    <message>
        <source>Rank every offer for a workload (--model, --task and its volume).</source>
        <translation>Clasează toate ofertele pentru o sarcină de lucru (--model, --task și volumul său).</translation>
    </message>
    <message>
        <source>Export offers for a workload to --csv FILE and/or --pdf FILE (--top N, default 10, or --shortlist NAME).</source>
        <translation>Exportă ofertele pentru o sarcină de lucru în --csv FILE și/sau --pdf FILE (--top N, implicit 10, sau --shortlist NAME).</translation>
    </message>
    <message>
        <source>Show the currency rates with source and date; --update fetches them.</source>
        <translation>Arată cursurile valutare cu sursa și data; --update le descarcă.</translation>
    </message>
    <message>
        <source>An offer&apos;s recorded prices (--gpu, --provider).</source>
        <translation>Prețurile înregistrate ale unei oferte (--gpu, --provider).</translation>
    </message>
    <message>
        <source>Use the database at PATH instead of the default.</source>
        <translation>Folosește baza de date de la PATH în locul celei implicite.</translation>
    </message>
    <message>
        <source>update, live, rates: fetch from URL instead of the default.</source>
        <translation>update, live, rates: descarcă de la URL în locul adresei implicite.</translation>
    </message>
    <message>
        <source>rates: fetch the newest ECB reference rates first.</source>
        <translation>rates: descarcă întâi cele mai noi cursuri de referință BCE.</translation>
    </message>
    <message>
        <source>Output format: table, csv or json.</source>
        <translation>Format de ieșire: table, csv sau json.</translation>
    </message>
    <message>
        <source>Only offers of this GPU (id or name).</source>
        <translation>Doar ofertele acestui GPU (ID sau nume).</translation>
    </message>
    <message>
        <source>Only offers of this provider (id or name).</source>
        <translation>Doar ofertele acestui furnizor (ID sau nume).</translation>
    </message>
    <message>
        <source>Only GPUs with at least GB of memory.</source>
        <translation>Doar GPU-urile cu cel puțin GB de memorie.</translation>
    </message>
    <message>
        <source>Only offers at most USD per hour.</source>
        <translation>Doar ofertele de cel mult USD pe oră.</translation>
    </message>
    <message>
        <source>offers: only offers with a spot price, compared at it; recommend: allow spot for batch and training work.</source>
        <translation>offers: doar ofertele cu preț spot, comparate la acest preț; recommend: permite spot pentru loturi și antrenare.</translation>
    </message>
    <message>
        <source>Diffusion model (id or name), e.g. sdxl, flux1-dev.</source>
        <translation>Model de difuzie (ID sau nume), de ex. sdxl, flux1-dev.</translation>
    </message>
    <message>
        <source>interactive, batch, lora or finetune.</source>
        <translation>interactive, batch, lora sau finetune.</translation>
    </message>
    <message>
        <source>Image width in pixels (default: the model&apos;s).</source>
        <translation>Lățimea imaginii în pixeli (implicit: cea a modelului).</translation>
    </message>
    <message>
        <source>Image height in pixels (default: the model&apos;s).</source>
        <translation>Înălțimea imaginii în pixeli (implicit: cea a modelului).</translation>
    </message>
    <message>
        <source>Denoising steps (default: the model&apos;s).</source>
        <translation>Pași de eliminare a zgomotului (implicit: cei ai modelului).</translation>
    </message>
    <message>
        <source>Images per batch (default 1).</source>
        <translation>Imagini per lot (implicit 1).</translation>
    </message>
    <message>
        <source>Video frames (video models).</source>
        <translation>Cadre video (modele video).</translation>
    </message>
    <message>
        <source>auto (default), measured or estimated.</source>
        <translation>auto (implicit), measured sau estimated.</translation>
    </message>
    <message>
        <source>batch: number of images (default 1000).</source>
        <translation>batch: numărul de imagini (implicit 1000).</translation>
    </message>
    <message>
        <source>batch: finish within H hours.</source>
        <translation>batch: terminare în H ore.</translation>
    </message>
    <message>
        <source>interactive: sessions a month (default 12).</source>
        <translation>interactive: sesiuni pe lună (implicit 12).</translation>
    </message>
    <message>
        <source>interactive: minutes per session (default 60).</source>
        <translation>interactive: minute per sesiune (implicit 60).</translation>
    </message>
    <message>
        <source>lora/finetune: optimizer steps (default 2000).</source>
        <translation>lora/finetune: pași de optimizare (implicit 2000).</translation>
    </message>
    <message>
        <source>lora/finetune: trade speed for memory.</source>
        <translation>lora/finetune: sacrifică viteză pentru memorie.</translation>
    </message>
    <message>
        <source>lora/finetune: adamw (default), adamw8bit or adafactor.</source>
        <translation>lora/finetune: adamw (implicit), adamw8bit sau adafactor.</translation>
    </message>
    <message>
        <source>Rank offers within USD first.</source>
        <translation>Clasează întâi ofertele care se încadrează în USD.</translation>
    </message>
    <message>
        <source>Only the N best-ranked offers.</source>
        <translation>Doar cele mai bine clasate N oferte.</translation>
    </message>
    <message>
        <source>export: the offers of the saved shortlist NAME.</source>
        <translation>export: ofertele din lista scurtă salvată NAME.</translation>
    </message>
    <message>
        <source>export: write a CSV file (UTF-8, RFC 4180).</source>
        <translation>export: scrie un fișier CSV (UTF-8, RFC 4180).</translation>
    </message>
    <message>
        <source>export: write a PDF report.</source>
        <translation>export: scrie un raport PDF.</translation>
    </message>
    <message>
        <source>export: numbers in the CSV as the locale writes them, not machine-readable.</source>
        <translation>export: numerele din CSV în formatul local, nu în format citibil de mașină.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Comenzi:</translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 bad input or failed operation, 2 wrong usage.</source>
        <translation>Cod de ieșire: 0 succes, 1 date de intrare greșite sau operație eșuată, 2 utilizare greșită.</translation>
    </message>
    <message>
        <source>--%1 needs a number of at least %2, not &quot;%3&quot;.</source>
        <translation>--%1 necesită un număr de cel puțin %2, nu „%3”.</translation>
    </message>
    <message>
        <source>--%1 needs a whole number of at least %2, not &quot;%3&quot;.</source>
        <translation>--%1 necesită un număr întreg de cel puțin %2, nu „%3”.</translation>
    </message>
    <message>
        <source>GPU Scout: compare rented cloud GPUs for diffusion image generation.</source>
        <translation>GPU Scout: comparați GPU-uri în cloud închiriate pentru generarea de imagini prin difuzie.</translation>
    </message>
    <message>
        <source>What to do; see Commands below.</source>
        <translation>Ce să facă; vedeți Comenzi mai jos.</translation>
    </message>
    <message>
        <source>Run gpuscout-cli --help for usage.</source>
        <translation>Rulați gpuscout-cli --help pentru instrucțiuni de utilizare.</translation>
    </message>
    <message>
        <source>No command given.</source>
        <translation>Nu s-a dat nicio comandă.</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. Run gpuscout-cli --help for the list.</source>
        <translation>Comandă necunoscută „%1”. Rulați gpuscout-cli --help pentru listă.</translation>
    </message>
    <message>
        <source>The option --%1 does not apply to &quot;%2&quot;.</source>
        <translation>Opțiunea --%1 nu se aplică pentru „%2”.</translation>
    </message>
    <message>
        <source>Unknown format &quot;%1&quot;: use table, csv or json.</source>
        <translation>Format necunoscut „%1”: folosiți table, csv sau json.</translation>
    </message>
    <message>
        <source>--gpu is required.</source>
        <translation>--gpu este obligatoriu.</translation>
    </message>
    <message>
        <source>The catalog holds no benchmark of %1 with %2.</source>
        <translation>Catalogul nu conține niciun benchmark pentru %1 cu %2.</translation>
    </message>
    <message>
        <source>No estimate for %1: the catalog lacks its FP16 throughput or memory bandwidth, and holds no benchmark of it with %2.</source>
        <translation>Nicio estimare pentru %1: catalogului îi lipsesc performanța FP16 sau lățimea de bandă a memoriei și nu conține niciun benchmark al său cu %2.</translation>
    </message>
    <message>
        <source>--task is required: interactive, batch, lora or finetune.</source>
        <translation>--task este obligatoriu: interactive, batch, lora sau finetune.</translation>
    </message>
    <message>
        <source>export needs --csv FILE or --pdf FILE (or both).</source>
        <translation>export necesită --csv FILE sau --pdf FILE (sau ambele).</translation>
    </message>
    <message>
        <source>export takes no FILE argument: name the file with --csv or --pdf.</source>
        <translation>export nu primește argumentul FILE: numiți fișierul cu --csv sau --pdf.</translation>
    </message>
    <message>
        <source>Use either --top or --shortlist, not both.</source>
        <translation>Folosiți fie --top, fie --shortlist, nu pe amândouă.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n offer(s).</source>
        <translation>
            <numerusform>S-a scris %1: %Ln ofertă.</numerusform>
            <numerusform>S-a scris %1: %Ln oferte.</numerusform>
            <numerusform>S-a scris %1: %Ln de oferte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n page(s).</source>
        <translation>
            <numerusform>S-a scris %1: %Ln pagină.</numerusform>
            <numerusform>S-a scris %1: %Ln pagini.</numerusform>
            <numerusform>S-a scris %1: %Ln de pagini.</numerusform>
        </translation>
    </message>
    <message>
        <source>--url needs an address such as https://…, not &quot;%1&quot;.</source>
        <translation>--url necesită o adresă de tipul https://…, nu „%1”.</translation>
    </message>
    <message>
        <source>--url applies to rates --update only.</source>
        <translation>--url se aplică doar pentru rates --update.</translation>
    </message>
    <message>
        <source>history needs --gpu GPU and --provider PROVIDER.</source>
        <translation>history necesită --gpu GPU și --provider PROVIDER.</translation>
    </message>
    <message>
        <source>No prices are recorded for %1 on %2.</source>
        <translation>Nu există prețuri înregistrate pentru %1 la %2.</translation>
    </message>
    <message>
        <source>--basis must be auto, measured or estimated.</source>
        <translation>--basis trebuie să fie auto, measured sau estimated.</translation>
    </message>
    <message>
        <source>--task must be interactive, batch, lora or finetune.</source>
        <translation>--task trebuie să fie interactive, batch, lora sau finetune.</translation>
    </message>
    <message>
        <source>generate-catalog needs --count N and --out FILE.</source>
        <translation>generate-catalog are nevoie de --count N și --out FILE.</translation>
    </message>
    <message>
        <source>Write a synthetic catalog of N offers for scale tests (--count N --out FILE [--seed S]).</source>
        <translation>Scrie un catalog sintetic cu N oferte pentru teste de scară (--count N --out FILE [--seed S]).</translation>
    </message>
    <message>
        <source>generate-catalog: number of offers.</source>
        <translation>generate-catalog: numărul de oferte.</translation>
    </message>
    <message>
        <source>generate-catalog: the file to write.</source>
        <translation>generate-catalog: fișierul de scris.</translation>
    </message>
    <message>
        <source>generate-catalog: seed of the price variation (default 1).</source>
        <translation>generate-catalog: sămânța variației prețurilor (implicit 1).</translation>
    </message>
    <message>
        <source>Messages in CODE: en, ur, bn or ro (default: the system&apos;s language).</source>
        <translation>Mesaje în CODE: en, ur, bn sau ro (implicit: limba sistemului).</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: use en, ur, bn or ro.</source>
        <translation>Limbă necunoscută „%1”: folosiți en, ur, bn sau ro.</translation>
    </message>
    <message>
        <source>Imported catalog %1: %2, %3, %4, %5.</source>
        <translation>Catalogul %1 a fost importat: %2, %3, %4, %5.</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPU-uri</numerusform>
            <numerusform>%Ln de GPU-uri</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%Ln furnizor</numerusform>
            <numerusform>%Ln furnizori</numerusform>
            <numerusform>%Ln de furnizori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s)</source>
        <translation>
            <numerusform>%Ln ofertă</numerusform>
            <numerusform>%Ln oferte</numerusform>
            <numerusform>%Ln de oferte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n benchmark(s)</source>
        <translation>
            <numerusform>%Ln benchmark</numerusform>
            <numerusform>%Ln benchmarkuri</numerusform>
            <numerusform>%Ln de benchmarkuri</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote a synthetic catalog of %n offer(s) to %1; import it with gpuscout-cli import.</source>
        <translation>
            <numerusform>Un catalog sintetic cu %Ln ofertă a fost scris în %1; importați-l cu gpuscout-cli import.</numerusform>
            <numerusform>Un catalog sintetic cu %Ln oferte a fost scris în %1; importați-l cu gpuscout-cli import.</numerusform>
            <numerusform>Un catalog sintetic cu %Ln de oferte a fost scris în %1; importați-l cu gpuscout-cli import.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stored %n reference rate(s) of %1.</source>
        <translation>
            <numerusform>S-a stocat %Ln curs de referință din %1.</numerusform>
            <numerusform>S-au stocat %Ln cursuri de referință din %1.</numerusform>
            <numerusform>S-au stocat %Ln de cursuri de referință din %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>If the file is right, import it again with --force.</source>
        <translation>Dacă fișierul este corect, importați-l din nou cu --force.</translation>
    </message>
    <message>
        <source>List the price sources with their address and last answer.</source>
        <translation>Listează sursele de prețuri cu adresa și ultimul lor răspuns.</translation>
    </message>
    <message>
        <source>Write the stored catalog as a catalog document to --out FILE.</source>
        <translation>Scrie catalogul stocat ca document de catalog în --out FILE.</translation>
    </message>
    <message>
        <source>update: only the source ID (see gpuscout-cli sources).</source>
        <translation>update: doar sursa ID (vezi gpuscout-cli sources).</translation>
    </message>
    <message>
        <source>update: give up on a request after SECONDS in all (default 120).</source>
        <translation>update: renunță la o cerere după SECONDS în total (implicit 120).</translation>
    </message>
    <message>
        <source>update takes no arguments; use --source ID for one source and --url URL for another address.</source>
        <translation>update nu primește argumente; folosiți --source ID pentru o singură sursă și --url URL pentru o altă adresă.</translation>
    </message>
    <message>
        <source>No source &quot;%1&quot;; gpuscout-cli sources lists them: %2</source>
        <translation>Nu există sursa „%1”; gpuscout-cli sources le listează: %2</translation>
    </message>
    <message>
        <source>publish-catalog needs --out FILE.</source>
        <translation>publish-catalog are nevoie de --out FILE.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the catalog (%n offer(s)) to %1.</source>
        <translation>
            <numerusform>Catalogul (%Ln ofertă) a fost scris în %1.</numerusform>
            <numerusform>Catalogul (%Ln oferte) a fost scris în %1.</numerusform>
            <numerusform>Catalogul (%Ln de oferte) a fost scris în %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>interactive: acceptable wait per image in seconds (default 10); slower offers rank after every offer within it.</source>
        <translation>interactive: așteptarea acceptabilă pe imagine, în secunde (implicit 10); ofertele mai lente se clasează după fiecare ofertă care se încadrează.</translation>
    </message>
    <message>
        <source>Software stack: pytorch (default: diffusers, Forge), torch-compile, tensorrt, a1111 or comfyui.</source>
        <translation>Stiva software: pytorch (implicit: diffusers, Forge), torch-compile, tensorrt, a1111 sau comfyui.</translation>
    </message>
    <message>
        <source>Fetch fresh prices from every source, or one (--source ID [--url URL] [--timeout SECONDS] [--force]).</source>
        <translation>Aduce prețuri noi de la toate sursele sau de la una (--source ID [--url URL] [--timeout SECONDS] [--force]).</translation>
    </message>
    <message>
        <source>Nothing of that was stored. If the changes are real, run the update again with --force.</source>
        <translation>Nimic din acestea nu a fost salvat. Dacă schimbările sunt reale, rulați din nou actualizarea cu --force.</translation>
    </message>
    <message>
        <source>Fetch and apply a provider&apos;s live prices: live vast-ai [--url URL] [--force].</source>
        <translation>Aduce și aplică prețurile live ale unui furnizor: live vast-ai [--url URL] [--force].</translation>
    </message>
    <message>
        <source>The cheapest assignment of a plan FILE&apos;s workloads to offers (--provider P pins one provider).</source>
        <translation>Cea mai ieftină repartizare a sarcinilor de lucru din planul FILE pe oferte (--provider P fixează un singur furnizor).</translation>
    </message>
    <message>
        <source>Your own GPU against the best rental of --plan FILE (--gpu, --purchase-usd, --resale-usd, --months, --watts, --usd-per-kwh).</source>
        <translation>GPU-ul propriu față de cea mai bună închiriere pentru --plan FILE (--gpu, --purchase-usd, --resale-usd, --months, --watts, --usd-per-kwh).</translation>
    </message>
    <message>
        <source>Your own measurements: measure add (--gpu, --model, its settings, --seconds-per-image S or --its N), measure list, measure remove ID.</source>
        <translation>Măsurătorile proprii: measure add (--gpu, --model, setările lui, --seconds-per-image S sau --its N), measure list, measure remove ID.</translation>
    </message>
    <message>
        <source>measure add needs --gpu.</source>
        <translation>measure add are nevoie de --gpu.</translation>
    </message>
    <message>
        <source>measure add needs exactly one of --seconds-per-image S or --its N.</source>
        <translation>measure add are nevoie de exact una dintre --seconds-per-image S sau --its N.</translation>
    </message>
    <message>
        <source>Recorded measurement %1: it is now the basis for %2 with %3.</source>
        <translation>Măsurătoarea %1 a fost înregistrată: acum este baza pentru %2 cu %3.</translation>
    </message>
    <message>
        <source>measure remove needs the ID of one measurement (see measure list).</source>
        <translation>measure remove are nevoie de ID-ul unei măsurători (vedeți measure list).</translation>
    </message>
    <message>
        <source>Removed measurement %1.</source>
        <translation>Măsurătoarea %1 a fost eliminată.</translation>
    </message>
    <message>
        <source>measure needs add, list or remove.</source>
        <translation>measure are nevoie de add, list sau remove.</translation>
    </message>
    <message>
        <source>measure %1 takes no further arguments.</source>
        <translation>measure %1 nu primește alte argumente.</translation>
    </message>
    <message>
        <source>rent-or-buy needs --%1.</source>
        <translation>rent-or-buy are nevoie de --%1.</translation>
    </message>
    <message>
        <source>rent-or-buy: the plan FILE (JSON, see docs/plans.md).</source>
        <translation>rent-or-buy: fișierul de plan FILE (JSON, vedeți docs/plans.md).</translation>
    </message>
    <message>
        <source>rent-or-buy: what the card costs to buy.</source>
        <translation>rent-or-buy: cât costă placa la cumpărare.</translation>
    </message>
    <message>
        <source>rent-or-buy: what it fetches when sold after --months (default 0).</source>
        <translation>rent-or-buy: cât se obține la vânzare după --months (implicit 0).</translation>
    </message>
    <message>
        <source>rent-or-buy: months before the card is sold (default 24).</source>
        <translation>rent-or-buy: lunile până la vânzarea plăcii (implicit 24).</translation>
    </message>
    <message>
        <source>rent-or-buy: the card&apos;s power draw while working.</source>
        <translation>rent-or-buy: consumul de putere al plăcii în timpul lucrului.</translation>
    </message>
    <message>
        <source>rent-or-buy: the electricity price.</source>
        <translation>rent-or-buy: prețul energiei electrice.</translation>
    </message>
    <message>
        <source>measure add: the seconds per image you measured.</source>
        <translation>measure add: secundele pe imagine pe care le-ați măsurat.</translation>
    </message>
    <message>
        <source>measure add: the iterations (denoising steps of the batch) per second you measured.</source>
        <translation>measure add: iterațiile (pașii de eliminare a zgomotului ai lotului) pe secundă pe care le-ați măsurat.</translation>
    </message>
    <message>
        <source>plan needs one plan FILE (JSON, see docs/plans.md), and optionally a second one to compare it with.</source>
        <translation>plan are nevoie de un fișier de plan FILE (JSON, vedeți docs/plans.md) și, opțional, de un al doilea cu care să fie comparat.</translation>
    </message>
    <message>
        <source>rent-or-buy takes no arguments; give the plan with --plan FILE.</source>
        <translation>rent-or-buy nu primește argumente; dați planul cu --plan FILE.</translation>
    </message>
    <message>
        <source>rent-or-buy needs --purchase-usd and --watts for %1: the bundled table of consumer GPU prices does not list it.</source>
        <translation>rent-or-buy are nevoie de --purchase-usd și --watts pentru %1: tabelul inclus de prețuri ale plăcilor de consum nu o conține.</translation>
    </message>
    <message>
        <source>Purchase price %1 USD: the launch price (MSRP) published %2, %3; not a street price.</source>
        <translation>Preț de cumpărare %1 USD: prețul de lansare (MSRP) publicat %2, %3; nu un preț de piață.</translation>
    </message>
    <message>
        <source>Power draw %1 W: the board power from %2.</source>
        <translation>Consum %1 W: puterea plăcii, din %2.</translation>
    </message>
    <message>
        <source>lora/finetune: a run of HOURS on each offer instead of --train-steps.</source>
        <translation>lora/finetune: o rulare de HOURS ore pe fiecare ofertă în loc de --train-steps.</translation>
    </message>
    <message>
        <source>offloaded (default: moved off the GPU once the prompt is encoded) or resident.</source>
        <translation>offloaded (implicit: mutate de pe GPU după codificarea promptului) sau resident.</translation>
    </message>
    <message>
        <source>Text encoders stored in FP8 (as ComfyUI&apos;s t5xxl_fp8) instead of 16 bits.</source>
        <translation>Codificatoarele de text stocate în FP8 (ca t5xxl_fp8 din ComfyUI) în loc de 16 biți.</translation>
    </message>
    <message>
        <source>Give either --train-steps or --training-hours, not both.</source>
        <translation>Dați fie --train-steps, fie --training-hours, nu pe amândouă.</translation>
    </message>
    <message>
        <source>Print the gpuscout: link that opens a workload in the GUI (the workload options, or --link LINK with options that change it).</source>
        <translation>Afișează linkul gpuscout: care deschide o sarcină de lucru în interfața grafică (opțiunile sarcinii de lucru sau --link LINK cu opțiuni care o modifică).</translation>
    </message>
    <message>
        <source>recommend, export, link: the workload of a gpuscout:view link (as the GUI&apos;s Copy link to this view gives); workload options given as well override the link&apos;s values.</source>
        <translation>recommend, export, link: sarcina de lucru a unui link gpuscout:view (cum îl dă „Copiază linkul către această vizualizare” din interfața grafică); opțiunile de sarcină de lucru date în plus înlocuiesc valorile linkului.</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opțiuni</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Utilizare: %1</translation>
    </message>
    <message>
        <source>Show a command&apos;s usage, options and example.</source>
        <translation>Arată utilizarea, opțiunile și un exemplu pentru o comandă.</translation>
    </message>
    <message>
        <source>Options of every command:</source>
        <translation>Opțiunile tuturor comenzilor:</translation>
    </message>
    <message>
        <source>Show this overview, or with a command that command&apos;s help.</source>
        <translation>Arată această prezentare sau, cu o comandă, ajutorul acelei comenzi.</translation>
    </message>
    <message>
        <source>Show the help of every command.</source>
        <translation>Arată ajutorul tuturor comenzilor.</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Arată versiunea.</translation>
    </message>
    <message>
        <source>Run &quot;gpuscout-cli help COMMAND&quot; for a command&apos;s options and an example.</source>
        <translation>Rulați „gpuscout-cli help COMMAND” pentru opțiunile unei comenzi și un exemplu.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opțiuni:</translation>
    </message>
    <message>
        <source>Also: --database PATH, --format table|csv|json, --lang CODE.</source>
        <translation>De asemenea: --database PATH, --format table|csv|json, --lang CODE.</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>Exemplu:</translation>
    </message>
    <message>
        <source>compare rented cloud GPUs for diffusion image generation</source>
        <translation>compară GPU-uri în cloud închiriate pentru generarea de imagini prin difuzie</translation>
    </message>
    <message>
        <source>gpuscout-cli is the command-line companion of GPU Scout: it lists the catalog&apos;s cloud GPU offers and ranks them by what they cost and how fast they are for a diffusion workload, as the desktop application does. Tables go to standard output as text, CSV or JSON; errors go to standard error.</source>
        <translation>gpuscout-cli este însoțitorul în linia de comandă al GPU Scout: listează ofertele de GPU în cloud din catalog și le ordonează după cât costă și cât de rapide sunt pentru o sarcină de lucru de difuzie, ca aplicația desktop. Tabelele merg la ieșirea standard ca text, CSV sau JSON; erorile merg la ieșirea de erori standard.</translation>
    </message>
    <message>
        <source>live needs one or more sources of live prices: %1</source>
        <translation>live are nevoie de una sau mai multe surse de prețuri în timp real: %1</translation>
    </message>
    <message>
        <source>--url needs a single source.</source>
        <translation>--url are nevoie de o singură sursă.</translation>
    </message>
    <message>
        <source>import, update, live: apply the new catalog or prices even when they look implausible; export, publish-catalog, generate-catalog: replace an existing file that is not an earlier export.</source>
        <translation>import, update, live: aplică noul catalog sau noile prețuri chiar dacă par neplauzibile; export, publish-catalog, generate-catalog: înlocuiește un fișier existent care nu este un export anterior.</translation>
    </message>
    <message>
        <source>fp16 (default), bf16, fp8 (FP8 compute: TensorRT, torchao), fp8-weights (FP8 weights, BF16 compute: ComfyUI, Forge) or nf4 (4-bit weights: NF4, GGUF).</source>
        <translation>fp16 (implicit), bf16, fp8 (calcul FP8: TensorRT, torchao), fp8-weights (ponderi FP8, calcul BF16: ComfyUI, Forge) sau nf4 (ponderi pe 4 biți: NF4, GGUF).</translation>
    </message>
    <message numerus="yes">
        <source>Warning: wrote %n offer(s) to %1, but the file is %2 MiB, more than the %3 MiB that import accepts; generate fewer offers to import it.</source>
        <translation>
            <numerusform>Avertisment: %Ln ofertă a fost scrisă în %1, dar fișierul are %2 MiB, mai mult decât cei %3 MiB pe care îi acceptă import; generați mai puține oferte ca să-l puteți importa.</numerusform>
            <numerusform>Avertisment: %Ln oferte au fost scrise în %1, dar fișierul are %2 MiB, mai mult decât cei %3 MiB pe care îi acceptă import; generați mai puține oferte ca să-l puteți importa.</numerusform>
            <numerusform>Avertisment: %Ln de oferte au fost scrise în %1, dar fișierul are %2 MiB, mai mult decât cei %3 MiB pe care îi acceptă import; generați mai puține oferte ca să-l puteți importa.</numerusform>
        </translation>
    </message>
    <message>
        <source>recommend, export: rank offers whose price comes from a single unverified source older than 90 days, or undated, on equal terms (by default they rank after every verified or recent price).</source>
        <translation>recommend, export: clasează la egalitate ofertele al căror preț provine dintr-o singură sursă neverificată mai veche de 90 de zile sau fără dată (implicit ele se clasează după orice preț verificat sau recent).</translation>
    </message>
    <message>
        <source>calibration --write takes at most one PATH.</source>
        <translation>calibration --write primește cel mult un PATH.</translation>
    </message>
    <message>
        <source>Wrote the speed parameters fitted on catalog %1 to %2.</source>
        <translation>S-au scris în %2 parametrii de viteză ajustați pe catalogul %1.</translation>
    </message>
    <message>
        <source>calibration takes a PATH only with --write.</source>
        <translation>calibration primește un PATH doar împreună cu --write.</translation>
    </message>
    <message>
        <source>Show how well the speed model predicts GPUs it has not seen (leave one GPU out); --write [PATH] refits the speed parameters and writes them to PATH.</source>
        <translation>Arată cât de bine prezice modelul de viteză GPU-urile pe care nu le-a văzut (lasă câte un GPU deoparte); --write [PATH] reajustează parametrii de viteză și îi scrie în PATH.</translation>
    </message>
    <message>
        <source>calibration: refit the speed parameters on the catalog and write them to the PATH given after the command (default resources/engine/speed-parameters.json, from the source tree).</source>
        <translation>calibration: reajustează parametrii de viteză pe catalog și îi scrie în PATH-ul dat după comandă (implicit resources/engine/speed-parameters.json, din arborele sursă).</translation>
    </message>
    <message>
        <source>--%1 must be one of %2, not &quot;%3&quot;.</source>
        <translation>--%1 trebuie să fie una dintre %2, nu „%3”.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Unitate</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Necunoscut</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Dosar</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Selectează tot</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Mărește</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>Micș&amp;orează</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Detașează</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Caută în:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nume fișier:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Fișiere de tipul:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Deschide</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvează</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Salvează ca</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Toate fișierele (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Înapoi</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Înainte</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Dosarul părinte</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Creează un dosar nou</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Vizualizare listă</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Vizualizare detaliată</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Dosar:</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Locuri recente</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Dosar nou</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Dosar &amp;nou</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Redenumește</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>Ș&amp;terge</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Arată fișierele &amp;ascunse</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Înapoi</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Înainte</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Mergi la dosarul părinte</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Creează un dosar nou</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Treci la vizualizarea listă</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Treci la vizualizarea detaliată</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 există deja.
Doriți să îl înlocuiți?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Sigur doriți să ștergeți „%1”?</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Dosarul nu a fost găsit.
Verificați dacă numele dosarului este corect.</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Fișierul nu a fost găsit.
Verificați dacă numele fișierului este corect.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensiune</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Data modificării</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Computerul meu</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Tip</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <extracomment>Layout direction of the language: translate as &quot;RTL&quot; for right-to-left languages (Urdu), &quot;LTR&quot; otherwise.</extracomment>
        <translation>LTR</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refă</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Taie</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiază</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Lipește</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Șterge</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Selectează tot</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Arată detaliile...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Ascunde detaliile...</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Despre Qt</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvează</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplică</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Resetează</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajutor</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Renunță</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nu</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restabilește valorile implicite</translation>
    </message>
</context>
<context>
    <name>QWizard</name>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; Îna&amp;poi</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>Î&amp;nainte &gt;</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Termină</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajutor</translation>
    </message>
</context>
<context>
    <name>core::AwsSpotAdvisorSource</name>
    <message>
        <source>The Spot Advisor data is not valid JSON: %1 (at byte %2).</source>
        <translation>Datele Spot Advisor nu sunt JSON valid: %1 (la octetul %2).</translation>
    </message>
    <message>
        <source>The Spot Advisor data has changed shape: it needs &quot;ranges&quot; (an array) and &quot;spot_advisor&quot; (an object).</source>
        <translation>Datele Spot Advisor și-au schimbat forma: trebuie să aibă „ranges” (un array) și „spot_advisor” (un obiect).</translation>
    </message>
    <message>
        <source>The Spot Advisor data has changed shape: a range has no usable &quot;index&quot; and &quot;max&quot;.</source>
        <translation>Datele Spot Advisor și-au schimbat forma: un interval nu are „index” și „max” utilizabile.</translation>
    </message>
    <message>
        <source>The Spot Advisor data lists no instance type with a known interruption range.</source>
        <translation>Datele Spot Advisor nu listează niciun tip de instanță cu un interval de întreruperi cunoscut.</translation>
    </message>
</context>
<context>
    <name>core::CatalogFeed</name>
    <message>
        <source>%1; the catalog is unchanged.</source>
        <translation>%1; catalogul nu a fost modificat.</translation>
    </message>
    <message>
        <source>The catalog from %1 was refused: %2; the catalog is unchanged.</source>
        <translation>Catalogul de la %1 a fost refuzat: %2; catalogul nu a fost modificat.</translation>
    </message>
    <message>
        <source>The catalog is already up to date with %1.</source>
        <translation>Catalogul este deja actualizat la %1.</translation>
    </message>
    <message numerus="yes">
        <source>Updated the catalog to version %1 from %2: %Ln offer(s), %3 with a changed price.</source>
        <translation>
            <numerusform>Catalogul a fost actualizat la versiunea %1 de la %2: %Ln ofertă, %3 cu preț modificat.</numerusform>
            <numerusform>Catalogul a fost actualizat la versiunea %1 de la %2: %Ln oferte, %3 cu preț modificat.</numerusform>
            <numerusform>Catalogul a fost actualizat la versiunea %1 de la %2: %Ln de oferte, %3 cu preț modificat.</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog from %1 was not applied: it differs from the stored one more than an update usually does.</source>
        <translation>Catalogul de la %1 nu a fost aplicat: diferă de cel salvat mai mult decât o face de obicei o actualizare.</translation>
    </message>
</context>
<context>
    <name>core::CatalogImporter</name>
    <message>
        <source>catalog: &quot;%1&quot; must be an array</source>
        <translation>catalog: &quot;%1&quot; trebuie să fie un tablou (array)</translation>
    </message>
    <message>
        <source>catalog: the required field &quot;%1&quot; is missing</source>
        <translation>catalog: lipsește câmpul obligatoriu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>catalog</translation>
    </message>
    <message>
        <source>%1: each entry must be a JSON object</source>
        <translation>%1: fiecare intrare trebuie să fie un obiect JSON</translation>
    </message>
    <message>
        <source>the GPU id &quot;%1&quot; appears twice</source>
        <translation>ID-ul de GPU &quot;%1&quot; apare de două ori</translation>
    </message>
    <message>
        <source>the provider id &quot;%1&quot; appears twice</source>
        <translation>ID-ul de furnizor &quot;%1&quot; apare de două ori</translation>
    </message>
    <message>
        <source>neither &quot;on_demand_per_hour&quot; nor &quot;spot_per_hour&quot; is given</source>
        <translation>nu este dat nici &quot;on_demand_per_hour&quot;, nici &quot;spot_per_hour&quot;</translation>
    </message>
    <message>
        <source>refers to the unknown provider &quot;%1&quot;</source>
        <translation>se referă la furnizorul necunoscut &quot;%1&quot;</translation>
    </message>
    <message>
        <source>refers to the unknown GPU &quot;%1&quot;</source>
        <translation>se referă la GPU-ul necunoscut &quot;%1&quot;</translation>
    </message>
    <message>
        <source>its prices are in %1 but the catalog has no exchange rate for it</source>
        <translation>prețurile sale sunt în %1, dar catalogul nu are un curs de schimb pentru această monedă</translation>
    </message>
    <message>
        <source>an offer with the same provider, GPU, count, tier and region appears twice</source>
        <translation>o ofertă cu același furnizor, GPU, număr, nivel și regiune apare de două ori</translation>
    </message>
    <message>
        <source>refers to the unknown model &quot;%1&quot;</source>
        <translation>se referă la modelul necunoscut &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the model id &quot;%1&quot; appears twice</source>
        <translation>ID-ul de model &quot;%1&quot; apare de două ori</translation>
    </message>
    <message>
        <source>&quot;refiner&quot; is set but &quot;refiner_fraction&quot; is missing</source>
        <translation>&quot;refiner&quot; este setat, dar lipsește &quot;refiner_fraction&quot;</translation>
    </message>
    <message>
        <source>models[%1] (%2): refers to the unknown refiner model &quot;%3&quot;</source>
        <translation>models[%1] (%2): se referă la modelul de rafinare necunoscut &quot;%3&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an ISO 4217 currency code</source>
        <translation>&quot;%1&quot; nu este un cod de monedă ISO 4217</translation>
    </message>
    <message>
        <source>the currency %1 is listed twice or is USD</source>
        <translation>moneda %1 este listată de două ori sau este USD</translation>
    </message>
    <message>
        <source>catalog: the required field &quot;schema_version&quot; is missing</source>
        <translation>catalog: lipsește câmpul obligatoriu &quot;schema_version&quot;</translation>
    </message>
    <message>
        <source>catalog: unknown schema version %1; this version of GPU Scout reads version %2</source>
        <translation>catalog: versiune de schemă necunoscută %1; această versiune a GPU Scout citește versiunea %2</translation>
    </message>
    <message>
        <source>catalog: it lists no offers</source>
        <translation>catalog: nu listează nicio ofertă</translation>
    </message>
    <message>
        <source>The catalog is not valid JSON: %1 (at byte %2).</source>
        <translation>Catalogul nu este JSON valid: %1 (la octetul %2).</translation>
    </message>
    <message>
        <source>The catalog is not a JSON object.</source>
        <translation>Catalogul nu este un obiect JSON.</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: %2</source>
        <translation>Fișierul de catalog %1 nu poate fi citit: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the required field &quot;%1&quot; is missing</source>
        <translation>lipsește câmpul obligatoriu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id: &quot;%2&quot; (use lowercase letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;+&apos; and &apos;-&apos;)</source>
        <translation>&quot;%1&quot; nu este un ID valid: &quot;%2&quot; (folosiți litere mici, cifre, &apos;.&apos;, &apos;_&apos;, &apos;+&apos; și &apos;-&apos;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id: &quot;%2&quot;</source>
        <translation>&quot;%1&quot; nu este un ID valid: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is &quot;%2&quot; but must be one of: %3</source>
        <translation>&quot;%1&quot; este &quot;%2&quot;, dar trebuie să fie una dintre valorile: %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a finite number</source>
        <translation>&quot;%1&quot; trebuie să fie un număr finit</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not be negative (it is %2)</source>
        <translation>&quot;%1&quot; nu poate fi negativ (este %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be greater than zero (it is %2)</source>
        <translation>&quot;%1&quot; trebuie să fie mai mare decât zero (este %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must lie between 0 and 1 (it is %2)</source>
        <translation>&quot;%1&quot; trebuie să fie între 0 și 1 (este %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number (it is %2)</source>
        <translation>&quot;%1&quot; trebuie să fie un număr întreg (este %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD, YYYY-MM or YYYY): &quot;%2&quot;</source>
        <translation>&quot;%1&quot; nu este o dată (YYYY-MM-DD, YYYY-MM sau YYYY): &quot;%2&quot;</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (check its spelling against the catalog format)</source>
        <translation>câmp necunoscut &quot;%1&quot; (verificați scrierea în raport cu formatul catalogului)</translation>
    </message>
    <message>
        <source>&quot;refiner&quot; names the model itself; a refiner must be another model</source>
        <translation>&quot;refiner&quot; numește chiar modelul; un rafinator trebuie să fie alt model</translation>
    </message>
    <message>
        <source>catalog: &quot;schema_version&quot; must be the number %1, not %2</source>
        <translation>catalog: &quot;schema_version&quot; trebuie să fie numărul %1, nu %2</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it does not exist.</source>
        <translation>Fișierul de catalog %1 nu poate fi citit: nu există.</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it is a folder.</source>
        <translation>Fișierul de catalog %1 nu poate fi citit: este un dosar.</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it is not a regular file (a device, a pipe or a socket); import reads regular files only.</source>
        <translation>Fișierul de catalog %1 nu poate fi citit: nu este un fișier obișnuit (un dispozitiv, o conductă sau un socket); importul citește doar fișiere obișnuite.</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it is %2 MiB; a catalog file may be at most %3 MiB.</source>
        <translation>Fișierul de catalog %1 nu poate fi citit: are %2 MiB; un fișier de catalog poate avea cel mult %3 MiB.</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: it is larger than %2 MiB, the most a catalog file may be.</source>
        <translation>Fișierul de catalog %1 nu poate fi citit: depășește %2 MiB, cât poate avea cel mult un fișier de catalog.</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true</source>
        <translation>true</translation>
    </message>
    <message>
        <source>false</source>
        <translation>false</translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation>numărul %1</translation>
    </message>
    <message>
        <source>the text &quot;%1&quot;</source>
        <translation>textul „%1”</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>o listă (array)</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un obiect</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nimic</translation>
    </message>
    <message>
        <source>the required field &quot;%1&quot; is null; it needs a value</source>
        <translation>câmpul obligatoriu &quot;%1&quot; este null; are nevoie de o valoare</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text, not %2</source>
        <translation>&quot;%1&quot; trebuie să fie text, nu %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text or null, not %2</source>
        <translation>&quot;%1&quot; trebuie să fie text sau null, nu %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number, not %2</source>
        <translation>&quot;%1&quot; trebuie să fie un număr, nu %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number or null, not %2</source>
        <translation>&quot;%1&quot; trebuie să fie un număr sau null, nu %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, beyond the largest whole number a catalog may hold (%3)</source>
        <translation>&quot;%1&quot; este %2, peste cel mai mare număr întreg pe care îl poate conține un catalog (%3)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true, false or null, not %2</source>
        <translation>&quot;%1&quot; trebuie să fie true, false sau null, nu %2</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: a raw control character (byte 0x%1) inside a string at byte %2; write it as an escape (\u00%1) or remove it.</source>
        <translation>Catalogul nu este JSON strict: un caracter de control brut (octetul 0x%1) într-un șir, la octetul %2; scrieți-l ca secvență escape (\u00%1) sau eliminați-l.</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: the escape \u%1 at byte %2 is the first half of a surrogate pair without its second half.</source>
        <translation>Catalogul nu este JSON strict: secvența \u%1 de la octetul %2 este prima jumătate a unei perechi surogat, fără a doua jumătate.</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: the escape \u%1 at byte %2 is the second half of a surrogate pair without its first half.</source>
        <translation>Catalogul nu este JSON strict: secvența \u%1 de la octetul %2 este a doua jumătate a unei perechi surogat, fără prima jumătate.</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: the key &quot;%1&quot; appears twice in one object (the second time at byte %2); each field may be given once.</source>
        <translation>Catalogul nu este JSON strict: cheia „%1” apare de două ori în același obiect (a doua oară la octetul %2); fiecare câmp poate fi dat o singură dată.</translation>
    </message>
    <message>
        <source>Cannot read the catalog file %1: %2.</source>
        <translation>Fișierul de catalog %1 nu poate fi citit: %2.</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>o imagine PNG</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>o imagine JPEG</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>o imagine GIF</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>un document PDF</translation>
    </message>
    <message>
        <source>a gzip-compressed file (decompress it first)</source>
        <translation>un fișier comprimat cu gzip (dezarhivați-l mai întâi)</translation>
    </message>
    <message>
        <source>a ZIP archive (extract the catalog first)</source>
        <translation>o arhivă ZIP (extrageți mai întâi catalogul)</translation>
    </message>
    <message>
        <source>an xz-compressed file (decompress it first)</source>
        <translation>un fișier comprimat cu xz (dezarhivați-l mai întâi)</translation>
    </message>
    <message>
        <source>a bzip2-compressed file (decompress it first)</source>
        <translation>un fișier comprimat cu bzip2 (dezarhivați-l mai întâi)</translation>
    </message>
    <message>
        <source>a zstd-compressed file (decompress it first)</source>
        <translation>un fișier comprimat cu zstd (dezarhivați-l mai întâi)</translation>
    </message>
    <message>
        <source>a program (an ELF executable)</source>
        <translation>un program (un executabil ELF)</translation>
    </message>
    <message>
        <source>a Windows program</source>
        <translation>un program Windows</translation>
    </message>
    <message>
        <source>an SQLite database</source>
        <translation>o bază de date SQLite</translation>
    </message>
    <message>
        <source>The file is not JSON text: it looks like %1. A catalog is a JSON document in UTF-8.</source>
        <translation>Fișierul nu este text JSON: pare să fie %1. Un catalog este un document JSON în UTF-8.</translation>
    </message>
    <message>
        <source>The file is %1 text; a catalog is a JSON document in UTF-8. Save it as UTF-8 and import it again.</source>
        <translation>Fișierul este text %1; un catalog este un document JSON în UTF-8. Salvați-l ca UTF-8 și importați-l din nou.</translation>
    </message>
    <message>
        <source>The file is not JSON text: it holds binary data (the byte 0x%1 at byte %2). A catalog is a JSON document in UTF-8.</source>
        <translation>Fișierul nu este text JSON: conține date binare (octetul 0x%1 la octetul %2). Un catalog este un document JSON în UTF-8.</translation>
    </message>
    <message>
        <source>The catalog is not a catalog document: at byte %1 its objects and arrays nest deeper than %2, the most GPU Scout reads.</source>
        <translation>Catalogul nu este un document de catalog: la octetul %1 obiectele și listele sale sunt imbricate mai adânc de %2, cât citește cel mult GPU Scout.</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: \%1 at byte %2 is not an escape JSON knows (\&quot; \\ \/ \b \f \n \r \t and \uXXXX are).</source>
        <translation>Catalogul nu este JSON strict: \%1 la octetul %2 nu este o secvență escape cunoscută de JSON (acestea sunt \&quot; \\ \/ \b \f \n \r \t și \uXXXX).</translation>
    </message>
    <message>
        <source>The catalog is not strict JSON: the escape \u at byte %1 is not followed by four hex digits.</source>
        <translation>Catalogul nu este JSON strict: secvența \u de la octetul %1 nu este urmată de patru cifre hexazecimale.</translation>
    </message>
</context>
<context>
    <name>core::CatalogStore</name>
    <message>
        <source>The catalog was not changed: %1</source>
        <translation>Catalogul nu a fost modificat: %1</translation>
    </message>
    <message>
        <source>The database holds no catalog.</source>
        <translation>Baza de date nu conține niciun catalog.</translation>
    </message>
    <message>
        <source>The bundled catalog cannot be read: %1</source>
        <translation>Catalogul inclus nu poate fi citit: %1</translation>
    </message>
    <message>
        <source>The catalog was not changed: the database %1 is read-only.</source>
        <translation>Catalogul nu a fost modificat: baza de date %1 este doar pentru citire.</translation>
    </message>
    <message>
        <source>The catalog was not changed: %1.</source>
        <translation>Catalogul nu a fost modificat: %1.</translation>
    </message>
    <message>
        <source>The stored catalog in %1 holds an implausible value, so it was not loaded: %2. Import a catalog or run update to replace it.</source>
        <translation>Catalogul stocat în %1 conține o valoare neplauzibilă, așa că nu a fost încărcat: %2. Importați un catalog sau rulați update pentru a-l înlocui.</translation>
    </message>
</context>
<context>
    <name>core::Columns</name>
    <message>
        <source>Rank</source>
        <translation>Loc</translation>
    </message>
    <message>
        <source>Rank for the active workload: 1 is the best by the task&apos;s measure (monthly cost, job cost or training run cost). Offers that do not fit or lack a price or speed are not ranked.</source>
        <translation>Locul pentru sarcina de lucru activă: 1 este cea mai bună după criteriul activității (cost lunar, costul lucrării sau costul rulării de antrenare). Ofertele în care sarcina nu încape sau care nu au preț ori viteză nu sunt clasate.</translation>
    </message>
    <message>
        <source>Provider id</source>
        <translation>ID furnizor</translation>
    </message>
    <message>
        <source>The provider&apos;s id in the catalog.</source>
        <translation>ID-ul furnizorului în catalog.</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Furnizor</translation>
    </message>
    <message>
        <source>Cloud provider and product tier or instance type.</source>
        <translation>Furnizorul cloud și nivelul produsului sau tipul instanței.</translation>
    </message>
    <message>
        <source>GPU id</source>
        <translation>ID GPU</translation>
    </message>
    <message>
        <source>The GPU&apos;s id in the catalog.</source>
        <translation>ID-ul GPU-ului în catalog.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU model.</source>
        <translation>Modelul GPU-ului.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU-uri</translation>
    </message>
    <message>
        <source>GPUs in the instance. They work as independent workers: memory is not pooled and one image is no faster.</source>
        <translation>GPU-urile din instanță. Funcționează ca lucrători independenți: memoria nu se cumulează, iar o singură imagine nu se generează mai repede.</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>The provider&apos;s product tier or instance type.</source>
        <translation>Nivelul de produs al furnizorului sau tipul instanței.</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Regiune</translation>
    </message>
    <message>
        <source>Regions as the provider lists them.</source>
        <translation>Regiunile, așa cum le listează furnizorul.</translation>
    </message>
    <message>
        <source>Rate used /h</source>
        <translation>Tarif folosit /h</translation>
    </message>
    <message>
        <source>The price of the whole instance per hour that the costs use: on-demand, or spot when spot is allowed and offered.</source>
        <translation>Prețul pe oră al întregii instanțe folosit de costuri: la cerere sau spot, când spot este permis și oferit.</translation>
    </message>
    <message>
        <source>Spot used</source>
        <translation>Spot folosit</translation>
    </message>
    <message>
        <source>Whether the costs use the spot price.</source>
        <translation>Dacă costurile folosesc prețul spot.</translation>
    </message>
    <message>
        <source>On-demand /h</source>
        <translation>La cerere /h</translation>
    </message>
    <message>
        <source>On-demand price of the whole instance per hour.</source>
        <translation>Prețul la cerere al întregii instanțe, pe oră.</translation>
    </message>
    <message>
        <source>Spot /h</source>
        <translation>Spot /h</translation>
    </message>
    <message>
        <source>Spot (interruptible) price of the whole instance per hour.</source>
        <translation>Prețul spot (întreruptibil) al întregii instanțe, pe oră.</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Facturare</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>How usage is rounded up: per second, per minute or per hour.</source>
        <translation>Cum se rotunjește în sus utilizarea: pe secundă, pe minut sau pe oră.</translation>
    </message>
    <message>
        <source>Minimum charge</source>
        <translation>Taxă minimă</translation>
    </message>
    <message>
        <source>The least a session is billed.</source>
        <translation>Suma minimă facturată pentru o sesiune.</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Încape</translation>
    </message>
    <message>
        <source>Whether the workload fits in one GPU&apos;s memory: fits, tight (under 10 % spare) or no. An offer it does not fit is never ranked.</source>
        <translation>Dacă sarcina de lucru încape în memoria unui GPU: încape, la limită (sub 10 % liber) sau nu. O ofertă în care nu încape nu este clasată niciodată.</translation>
    </message>
    <message>
        <source>VRAM needed</source>
        <translation>VRAM necesar</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Memory the workload needs on each GPU, in GB.</source>
        <translation>Memoria de care are nevoie sarcina de lucru pe fiecare GPU, în GB.</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <source>Memory per GPU, in GB.</source>
        <translation>Memoria per GPU, în GB.</translation>
    </message>
    <message>
        <source>FP16 TFLOPS</source>
        <translation>FP16 TFLOPS</translation>
    </message>
    <message>
        <source>Dense FP16 tensor throughput per GPU, in TFLOPS (FP32 accumulate): the best single predictor of diffusion speed.</source>
        <translation>Performanța tensorială FP16 densă per GPU, în TFLOPS (acumulare FP32): cel mai bun predictor unic al vitezei de difuzie.</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Lățime de bandă</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Memory bandwidth per GPU, in GB/s: small batches are bandwidth-bound.</source>
        <translation>Lățimea de bandă a memoriei per GPU, în GB/s: loturile mici sunt limitate de lățimea de bandă.</translation>
    </message>
    <message>
        <source>Storage /GB-month</source>
        <translation>Stocare /GB-lună</translation>
    </message>
    <message>
        <source>Persistent volume price per GB and month: keeps checkpoints between sessions.</source>
        <translation>Prețul volumului persistent per GB și lună: păstrează checkpointurile între sesiuni.</translation>
    </message>
    <message>
        <source>Diffusion image</source>
        <translation>Imagine de difuzie</translation>
    </message>
    <message>
        <source>Whether the provider offers a ready-made diffusion UI image or template (ComfyUI, Automatic1111, Forge).</source>
        <translation>Dacă furnizorul oferă o imagine sau un șablon gata pregătit cu UI de difuzie (ComfyUI, Automatic1111, Forge).</translation>
    </message>
    <message>
        <source>Jupyter</source>
        <translation>Jupyter</translation>
    </message>
    <message>
        <source>Jupyter access.</source>
        <translation>Acces Jupyter.</translation>
    </message>
    <message>
        <source>SSH</source>
        <translation>SSH</translation>
    </message>
    <message>
        <source>SSH access.</source>
        <translation>Acces SSH.</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>Bază</translation>
    </message>
    <message>
        <source>s/image</source>
        <translation>s/imagine</translation>
    </message>
    <message>
        <source>Seconds per image for the active workload.</source>
        <translation>Secunde pe imagine pentru sarcina de lucru activă.</translation>
    </message>
    <message>
        <source>s/step</source>
        <translation>s/pas</translation>
    </message>
    <message>
        <source>Seconds per optimizer step of the training run.</source>
        <translation>Secunde pe pas de optimizare al antrenării.</translation>
    </message>
    <message>
        <source>Images/h</source>
        <translation>Imagini/h</translation>
    </message>
    <message>
        <source>Images per hour from the whole instance, all its GPUs working.</source>
        <translation>Imagini pe oră de la întreaga instanță, cu toate GPU-urile sale lucrând.</translation>
    </message>
    <message>
        <source>Per 1,000 images</source>
        <translation>La 1.000 de imagini</translation>
    </message>
    <message>
        <source>Compute cost of 1,000 images at the rate used.</source>
        <translation>Costul de calcul pentru 1.000 de imagini la tariful aplicat.</translation>
    </message>
    <message>
        <source>Cold start</source>
        <translation>Pornire la rece</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>From request to first image, in minutes: boot, checkpoint download (unless kept on a volume) and load.</source>
        <translation>De la cerere până la prima imagine, în minute: pornire, descărcarea checkpointului (dacă nu e păstrat pe un volum) și încărcare.</translation>
    </message>
    <message>
        <source>Cold start assumed</source>
        <translation>Pornire la rece presupusă</translation>
    </message>
    <message>
        <source>The provider publishes no cold-start figure; an assumption is used.</source>
        <translation>Furnizorul nu publică o durată de pornire la rece; se folosește o valoare presupusă.</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>Instanțe</translation>
    </message>
    <message>
        <source>Independent instances the cost assumes: a batch job scales out to meet its deadline.</source>
        <translation>Instanțele independente pe care le presupune costul: o lucrare în loturi se extinde ca să respecte termenul.</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <source>The cost of the GPU time the work needs.</source>
        <translation>Costul timpului de GPU de care are nevoie lucrul.</translation>
    </message>
    <message>
        <source>Billing rounding</source>
        <translation>Rotunjirea facturării</translation>
    </message>
    <message>
        <source>What the billing increment and minimum charge add.</source>
        <translation>Cât adaugă pasul de facturare și taxa minimă.</translation>
    </message>
    <message>
        <source>Cold starts</source>
        <translation>Porniri la rece</translation>
    </message>
    <message>
        <source>The billed time of boots and model loads.</source>
        <translation>Timpul facturat al pornirilor și al încărcării modelelor.</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Stocare</translation>
    </message>
    <message>
        <source>The persistent volume that keeps the models.</source>
        <translation>Volumul persistent care păstrează modelele.</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>Întreruperi spot</translation>
    </message>
    <message>
        <source>Work redone after spot interruptions.</source>
        <translation>Munca refăcută după întreruperile spot.</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Cost total</translation>
    </message>
    <message>
        <source>What the active workload costs: a month of sessions, the whole batch job, or the training run — billing rounding, cold starts, storage and spot risk included.</source>
        <translation>Cât costă sarcina de lucru activă: o lună de sesiuni, întreaga lucrare în lot sau rularea de antrenare — inclusiv rotunjirea facturării, pornirile la rece, stocarea și riscul spot.</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Ore</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>Billed hours a month for interactive work; wall-clock hours of the job or the training run.</source>
        <translation>Ore facturate pe lună pentru lucrul interactiv; ore reale ale lucrării sau ale antrenării.</translation>
    </message>
    <message>
        <source>Time to finish</source>
        <translation>Timp până la final</translation>
    </message>
    <message>
        <source>Wall-clock hours until the batch job or the training run is done, on the instances the cost assumes. Interactive work has none.</source>
        <translation>Ore reale până la încheierea lucrării în loturi sau a antrenării, pe instanțele presupuse de cost. Lucrul interactiv nu are așa ceva.</translation>
    </message>
    <message>
        <source>Meets deadline</source>
        <translation>Respectă termenul</translation>
    </message>
    <message>
        <source>Whether the job finishes by the workload&apos;s deadline.</source>
        <translation>Dacă lucrarea se încheie până la termenul sarcinii de lucru.</translation>
    </message>
    <message>
        <source>Within wait</source>
        <translation>În timpul de așteptare</translation>
    </message>
    <message>
        <source>Interactive work: whether an image comes within the acceptable wait.</source>
        <translation>Lucru interactiv: dacă o imagine vine în timpul de așteptare acceptat.</translation>
    </message>
    <message>
        <source>Within budget</source>
        <translation>În buget</translation>
    </message>
    <message>
        <source>Whether the total cost stays within the budget.</source>
        <translation>Dacă costul total rămâne în buget.</translation>
    </message>
    <message>
        <source>Unverified price</source>
        <translation>Preț neverificat</translation>
    </message>
    <message>
        <source>Whether the price rests on a single unverified source (a transcription, a search index): check it at the provider before you rely on it.</source>
        <translation>Dacă prețul se sprijină pe o singură sursă neverificată (o transcriere, un index de căutare): verificați-l la furnizor înainte de a vă baza pe el.</translation>
    </message>
    <message>
        <source>Data age</source>
        <translation>Vechimea datelor</translation>
    </message>
    <message>
        <source>days</source>
        <translation>zile</translation>
    </message>
    <message>
        <source>Days since the price was observed. Older than 30 days is stale.</source>
        <translation>Zile de când a fost observat prețul. Peste 30 de zile este învechit.</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Sursa prețului</translation>
    </message>
    <message>
        <source>Where the price comes from.</source>
        <translation>De unde vine prețul.</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Observat</translation>
    </message>
    <message>
        <source>When the price was observed (ISO 8601).</source>
        <translation>Când a fost observat prețul (ISO 8601).</translation>
    </message>
    <message>
        <source>Benchmark series</source>
        <translation>Seria de benchmark</translation>
    </message>
    <message>
        <source>The benchmark series a measured speed comes from.</source>
        <translation>Seria de benchmark din care vine o viteză măsurată.</translation>
    </message>
    <message>
        <source>Speed source</source>
        <translation>Sursa vitezei</translation>
    </message>
    <message>
        <source>Where the speed comes from.</source>
        <translation>De unde vine viteza.</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>De ce</translation>
    </message>
    <message>
        <source>Why the offer ranks where it does.</source>
        <translation>De ce oferta ocupă locul respectiv.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>da</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nu</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>number, unit</comment>
        <extracomment>a number and its unit, e.g. &quot;2.50 s&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>fits</source>
        <comment>the workload fits in VRAM</comment>
        <translation>încape</translation>
    </message>
    <message>
        <source>tight</source>
        <comment>the workload barely fits in VRAM</comment>
        <translation>la limită</translation>
    </message>
    <message>
        <source>does not fit</source>
        <comment>the workload does not fit in VRAM</comment>
        <translation>nu încape</translation>
    </message>
    <message>
        <source>Not listed since</source>
        <translation>Nelistată din</translation>
    </message>
    <message>
        <source>The day the public source that brought this price stopped listing the offer (ISO 8601): it may be gone. Empty while the source lists it.</source>
        <translation>Ziua în care sursa publică ce a adus acest preț a încetat să listeze oferta (ISO 8601): este posibil să nu mai existe. Gol cât timp sursa o listează.</translation>
    </message>
    <message>
        <source>your measurement: what you measured yourself; measured: from a published benchmark of this GPU; estimated: from the GPU&apos;s specs by the throughput model. The tooltip names the source.</source>
        <translation>măsurătoarea dvs.: ce ați măsurat chiar dvs.; măsurat: dintr-un benchmark publicat al acestui GPU; estimat: din specificațiile GPU-ului, cu modelul de performanță. Indicația afișată la trecerea cursorului arată sursa.</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPU-uri:</translation>
    </message>
    <message>
        <source>Region:</source>
        <translation>Regiune:</translation>
    </message>
    <message>
        <source>Rate used:</source>
        <translation>Tarif aplicat:</translation>
    </message>
    <message>
        <source>On-demand price:</source>
        <translation>Preț la cerere:</translation>
    </message>
    <message>
        <source>Spot price:</source>
        <translation>Preț spot:</translation>
    </message>
    <message>
        <source>Billing increment:</source>
        <translation>Pas de facturare:</translation>
    </message>
    <message>
        <source>Minimum charge:</source>
        <translation>Taxă minimă:</translation>
    </message>
    <message>
        <source>Fits:</source>
        <translation>Încape:</translation>
    </message>
    <message>
        <source>VRAM needed:</source>
        <translation>VRAM necesară:</translation>
    </message>
    <message>
        <source>VRAM per GPU:</source>
        <translation>VRAM per GPU:</translation>
    </message>
    <message>
        <source>FP16 tensor:</source>
        <translation>Tensor FP16:</translation>
    </message>
    <message>
        <source>Memory bandwidth:</source>
        <translation>Lățime de bandă a memoriei:</translation>
    </message>
    <message>
        <source>Storage price:</source>
        <translation>Preț stocare:</translation>
    </message>
    <message>
        <source>Diffusion UI image:</source>
        <translation>Imagine cu UI de difuzie:</translation>
    </message>
    <message>
        <source>Jupyter:</source>
        <translation>Jupyter:</translation>
    </message>
    <message>
        <source>SSH:</source>
        <translation>SSH:</translation>
    </message>
    <message>
        <source>Speed basis:</source>
        <translation>Baza vitezei:</translation>
    </message>
    <message>
        <source>Images per hour:</source>
        <translation>Imagini pe oră:</translation>
    </message>
    <message>
        <source>Per 1,000 images:</source>
        <translation>La 1.000 de imagini:</translation>
    </message>
    <message>
        <source>Compute:</source>
        <translation>Calcul:</translation>
    </message>
    <message>
        <source>Billing rounding:</source>
        <translation>Rotunjirea facturării:</translation>
    </message>
    <message>
        <source>Cold starts:</source>
        <translation>Porniri la rece:</translation>
    </message>
    <message>
        <source>Storage:</source>
        <translation>Stocare:</translation>
    </message>
    <message>
        <source>Spot risk:</source>
        <translation>Risc spot:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Total:</translation>
    </message>
    <message>
        <source>Price source:</source>
        <translation>Sursa prețului:</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>label</comment>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>core::CurrencyConverter</name>
    <message>
        <source>US dollars, as stored</source>
        <translation>dolari americani, așa cum sunt stocați</translation>
    </message>
    <message>
        <source>No rate for %1 is available: the European Central Bank publishes none and the catalog lists none. Prices are shown in US dollars.</source>
        <translation>Nu există un curs pentru %1: Banca Centrală Europeană nu publică niciunul, iar catalogul nu listează niciunul. Prețurile sunt afișate în dolari americani.</translation>
    </message>
    <message>
        <source>No rate for %1 is available. Prices are shown in US dollars.</source>
        <translation>Nu există un curs pentru %1. Prețurile sunt afișate în dolari americani.</translation>
    </message>
</context>
<context>
    <name>core::Database</name>
    <message>
        <source>A database operation failed: %1</source>
        <translation>O operație cu baza de date a eșuat: %1</translation>
    </message>
    <message>
        <source>Cannot read the catalog: %1</source>
        <translation>Catalogul nu poate fi citit: %1</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the database.</source>
        <translation>Nu se poate crea dosarul %1 pentru baza de date.</translation>
    </message>
    <message>
        <source>Cannot prepare the database %1: %2</source>
        <translation>Nu se poate pregăti baza de date %1: %2</translation>
    </message>
    <message>
        <source>The database was written by a newer GPU Scout (schema version %1; this version reads up to %2). It was left untouched.</source>
        <translation>Baza de date a fost scrisă de o versiune mai nouă a GPU Scout (versiunea de schemă %1; această versiune citește până la %2). A fost lăsată neatinsă.</translation>
    </message>
    <message>
        <source>Cannot start a database transaction: %1</source>
        <translation>Nu se poate porni o tranzacție în baza de date: %1</translation>
    </message>
    <message>
        <source>Cannot save to the database: %1</source>
        <translation>Nu se poate salva în baza de date: %1</translation>
    </message>
    <message>
        <source>The database path %1 is not a regular file.</source>
        <translation>Calea bazei de date %1 nu este un fișier obișnuit.</translation>
    </message>
    <message>
        <source>The database %1 does not exist, and read-only it cannot be created.</source>
        <translation>Baza de date %1 nu există și, doar pentru citire, nu poate fi creată.</translation>
    </message>
    <message>
        <source>Cannot open the database %1: %2.</source>
        <translation>Nu se poate deschide baza de date %1: %2.</translation>
    </message>
    <message>
        <source>Cannot use %1 as GPU Scout&apos;s database: %2.</source>
        <translation>%1 nu poate fi folosit ca bază de date GPU Scout: %2.</translation>
    </message>
    <message>
        <source>%1 is another program&apos;s SQLite database (it has the tables %2 and no GPU Scout schema version); GPU Scout does not write into it. Choose another file with --database.</source>
        <translation>%1 este baza de date SQLite a altui program (are tabelele %2 și nicio versiune de schemă GPU Scout); GPU Scout nu scrie în ea. Alegeți alt fișier cu --database.</translation>
    </message>
    <message>
        <source>The database %1 is read-only and has schema version %2; this version of GPU Scout needs version %3, which it cannot write. Make the file writable or use another one.</source>
        <translation>Baza de date %1 este doar pentru citire și are versiunea de schemă %2; această versiune GPU Scout are nevoie de versiunea %3, pe care nu o poate scrie. Faceți fișierul inscriptibil sau folosiți altul.</translation>
    </message>
    <message>
        <source>The database %1 is damaged: its table &quot;%2&quot; is missing. Move the file aside; GPU Scout then starts a new database.</source>
        <translation>Baza de date %1 este deteriorată: lipsește tabelul „%2”. Mutați fișierul deoparte; GPU Scout pornește apoi o bază de date nouă.</translation>
    </message>
    <message>
        <source>another program has the database locked; close it and try again</source>
        <translation>alt program ține baza de date blocată; închideți-l și încercați din nou</translation>
    </message>
    <message>
        <source>the database is read-only</source>
        <translation>baza de date este doar pentru citire</translation>
    </message>
    <message>
        <source>the disk could not be read or written (%1)</source>
        <translation>discul nu a putut fi citit sau scris (%1)</translation>
    </message>
    <message>
        <source>the database file is damaged</source>
        <translation>fișierul bazei de date este deteriorat</translation>
    </message>
    <message>
        <source>the disk is full; free some space and try again</source>
        <translation>discul este plin; eliberați spațiu și încercați din nou</translation>
    </message>
    <message>
        <source>the database file cannot be opened (check the path and its permissions)</source>
        <translation>fișierul bazei de date nu poate fi deschis (verificați calea și permisiunile)</translation>
    </message>
    <message>
        <source>a value breaks a rule of the database (%1)</source>
        <translation>o valoare încalcă o regulă a bazei de date (%1)</translation>
    </message>
    <message>
        <source>the file is not an SQLite database</source>
        <translation>fișierul nu este o bază de date SQLite</translation>
    </message>
    <message>
        <source>unknown database error</source>
        <translation>eroare necunoscută a bazei de date</translation>
    </message>
    <message>
        <source>%1 has the schema version %2, which no GPU Scout writes: it is another program&apos;s SQLite database or a damaged one. GPU Scout leaves it untouched; choose another file with --database.</source>
        <translation>%1 are versiunea de schemă %2, pe care nicio versiune GPU Scout nu o scrie: este baza de date SQLite a altui program sau una deteriorată. GPU Scout o lasă neatinsă; alegeți alt fișier cu --database.</translation>
    </message>
    <message>
        <source>%1 is another program&apos;s SQLite database (schema version %2, %3); GPU Scout does not write into it. Choose another file with --database.</source>
        <translation>%1 este baza de date SQLite a altui program (versiunea de schemă %2, %3); GPU Scout nu scrie în ea. Alegeți alt fișier cu --database.</translation>
    </message>
    <message>
        <source>no tables</source>
        <translation>fără tabele</translation>
    </message>
    <message>
        <source>the tables %1</source>
        <translation>tabelele %1</translation>
    </message>
    <message>
        <source>The database has the schema version %1, which no GPU Scout writes. It was left untouched.</source>
        <translation>Baza de date are versiunea de schemă %1, pe care nicio versiune GPU Scout nu o scrie. A fost lăsată neatinsă.</translation>
    </message>
    <message>
        <source>Cannot read the catalog: source details number %2, named by the offer in row %1, are missing from the database. Import a catalog to replace it.</source>
        <translation>Catalogul nu poate fi citit: detaliile despre sursă cu numărul %2, la care face trimitere oferta din rândul %1, lipsesc din baza de date. Importați un catalog pentru a-l înlocui.</translation>
    </message>
</context>
<context>
    <name>core::Download</name>
    <message>
        <source>&quot;%1&quot; is not a usable address</source>
        <translation>„%1” nu este o adresă utilizabilă</translation>
    </message>
    <message>
        <source>The address %1 was refused: GPU Scout fetches only over HTTPS (plain HTTP only from this computer)</source>
        <translation>Adresa %1 a fost refuzată: GPU Scout descarcă doar prin HTTPS (HTTP simplu doar de pe acest computer)</translation>
    </message>
    <message>
        <source>The address %1 was refused: GPU Scout fetches only https: and file: addresses</source>
        <translation>Adresa %1 a fost refuzată: GPU Scout descarcă doar adrese https: și file:</translation>
    </message>
    <message>
        <source>%1 redirected to %2, which was refused: GPU Scout follows redirects only to HTTPS addresses</source>
        <translation>%1 a redirecționat către %2, care a fost refuzată: GPU Scout urmează redirecționări doar către adrese HTTPS</translation>
    </message>
    <message>
        <source>The download from %1 was cancelled</source>
        <translation>Descărcarea de la %1 a fost anulată</translation>
    </message>
    <message>
        <source>The server answered %1 %2 for %3</source>
        <translation>Serverul a răspuns %1 %2 pentru %3</translation>
    </message>
    <message>
        <source>Cannot fetch %1: %2</source>
        <translation>Nu se poate descărca %1: %2</translation>
    </message>
    <message>
        <source>The server answered %1 for %2, which GPU Scout does not handle</source>
        <translation>Serverul a răspuns %1 pentru %2, ceea ce GPU Scout nu gestionează</translation>
    </message>
    <message numerus="yes">
        <source>%1 redirected more than %Ln time(s)</source>
        <translation>
            <numerusform>%1 a depășit limita de %Ln redirecționare</numerusform>
            <numerusform>%1 a depășit limita de %Ln redirecționări</numerusform>
            <numerusform>%1 a depășit limita de %Ln de redirecționări</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer from %1 announces %2, more than the limit of %3</source>
        <translation>Răspunsul de la %1 anunță %2, peste limita de %3</translation>
    </message>
    <message>
        <source>The answer from %1 is larger than the limit of %2</source>
        <translation>Răspunsul de la %1 depășește limita de %2</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 nu a răspuns în %2 s</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%Ln octet</numerusform>
            <numerusform>%Ln octeți</numerusform>
            <numerusform>%Ln de octeți</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The download from %1 was cut off after %2 of %n byte(s)</source>
        <translation>
            <numerusform>Descărcarea de la %1 s-a întrerupt după %2 din %Ln octet</numerusform>
            <numerusform>Descărcarea de la %1 s-a întrerupt după %2 din %Ln octeți</numerusform>
            <numerusform>Descărcarea de la %1 s-a întrerupt după %2 din %Ln de octeți</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 refused: too many requests, try again in %n second(s)</source>
        <translation>
            <numerusform>%1 a refuzat: prea multe cereri, încercați din nou peste %Ln secundă</numerusform>
            <numerusform>%1 a refuzat: prea multe cereri, încercați din nou peste %Ln secunde</numerusform>
            <numerusform>%1 a refuzat: prea multe cereri, încercați din nou peste %Ln de secunde</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answered 304 Not Modified although GPU Scout sent no ETag or date to compare with</source>
        <translation>%1 a răspuns 304 Not Modified deși GPU Scout nu a trimis niciun ETag sau dată de comparat</translation>
    </message>
    <message>
        <source>Cannot reach %1: you appear to be offline (%2)</source>
        <translation>%1 nu poate fi contactat: se pare că sunteți offline (%2)</translation>
    </message>
    <message>
        <source>%1 did not finish sending within %2 s</source>
        <translation>%1 nu a terminat de trimis în %2 s</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 nu poate fi citit: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: it is %2, more than the %3 GPU Scout reads from one address</source>
        <translation>%1 nu poate fi citit: are %2, mai mult decât cele %3 pe care GPU Scout le citește de la o adresă</translation>
    </message>
    <message>
        <source>%1 sent a compressed answer (%2) that cannot be unpacked: it is damaged, or unpacks to more than GPU Scout accepts</source>
        <translation>%1 a trimis un răspuns comprimat (%2) care nu poate fi despachetat: este deteriorat sau se despachetează în mai mult decât acceptă GPU Scout</translation>
    </message>
</context>
<context>
    <name>core::EcbRates</name>
    <message>
        <source>The ECB rates give the date &quot;%1&quot;, which is not a date.</source>
        <translation>Cursurile BCE indică data „%1”, care nu este o dată.</translation>
    </message>
    <message>
        <source>The ECB rate for %1 is &quot;%2&quot;, which is not a positive number.</source>
        <translation>Cursul BCE pentru %1 este „%2”, care nu este un număr pozitiv.</translation>
    </message>
    <message>
        <source>The ECB rates list %1 before giving their date.</source>
        <translation>Cursurile BCE listează %1 înainte de a-și indica data.</translation>
    </message>
    <message>
        <source>The ECB rates are not valid XML: %1 (line %2).</source>
        <translation>Cursurile BCE nu sunt XML valid: %1 (linia %2).</translation>
    </message>
    <message>
        <source>The document holds no ECB reference rates.</source>
        <translation>Documentul nu conține cursuri de referință BCE.</translation>
    </message>
    <message>
        <source>The ECB rates of %1 give no US dollar rate, so no currency can be converted.</source>
        <translation>Cursurile BCE din %1 nu includ cursul dolarului american, deci nicio monedă nu poate fi convertită.</translation>
    </message>
    <message>
        <source>The bundled currency rates cannot be read: %1</source>
        <translation>Cursurile valutare incluse nu pot fi citite: %1</translation>
    </message>
    <message>
        <source>European Central Bank euro reference rates (bundled snapshot of eurofxref-daily.xml)</source>
        <translation>Cursurile de referință ale euro de la Banca Centrală Europeană (instantaneu inclus din eurofxref-daily.xml)</translation>
    </message>
    <message>
        <source>The ECB rates give the date %1, which is in the future.</source>
        <translation>Cursurile BCE indică data %1, care este în viitor.</translation>
    </message>
    <message>
        <source>The ECB rates list &quot;%1&quot;, which is not a currency code.</source>
        <translation>Cursurile BCE conțin „%1”, care nu este un cod de monedă.</translation>
    </message>
    <message>
        <source>The ECB rate for %1 is %2 per euro, outside the plausible range (%3 to %4).</source>
        <translation>Cursul BCE pentru %1 este %2 pe euro, în afara intervalului plauzibil (%3 până la %4).</translation>
    </message>
</context>
<context>
    <name>core::Engine</name>
    <message>
        <source>The catalog has no model &quot;%1&quot;.</source>
        <translation>Catalogul nu are modelul „%1”.</translation>
    </message>
    <message>
        <source>no BF16 support</source>
        <translation>fără suport BF16</translation>
    </message>
    <message>
        <source>no on-demand price</source>
        <translation>fără preț la cerere</translation>
    </message>
    <message>
        <source>speed unknown: no benchmark and no specs</source>
        <translation>viteză necunoscută: niciun benchmark și nicio specificație</translation>
    </message>
    <message>
        <source>cannot meet the deadline</source>
        <translation>nu poate respecta termenul-limită</translation>
    </message>
    <message>
        <source>lowest monthly cost</source>
        <translation>cel mai mic cost lunar</translation>
    </message>
    <message>
        <source>cheapest job</source>
        <translation>cea mai ieftină lucrare</translation>
    </message>
    <message>
        <source>cheapest training run</source>
        <translation>cea mai ieftină rulare de antrenare</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>cea mai rapidă</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>peste buget</translation>
    </message>
    <message>
        <source>tight VRAM fit</source>
        <translation>VRAM la limită</translation>
    </message>
    <message>
        <source>billing increment unknown</source>
        <translation>pas de facturare necunoscut</translation>
    </message>
    <message>
        <source>per-second billing</source>
        <translation>facturare pe secundă</translation>
    </message>
    <message>
        <source>per-minute billing</source>
        <translation>facturare pe minut</translation>
    </message>
    <message>
        <source>hourly billing</source>
        <translation>facturare pe oră</translation>
    </message>
    <message>
        <source>spot, interruptions included</source>
        <translation>spot, cu întreruperi incluse</translation>
    </message>
    <message>
        <source>cold start unknown, %1 min assumed</source>
        <translation>pornire la rece necunoscută, se presupun %1 min</translation>
    </message>
    <message>
        <source>needs more VRAM than its %1 GB</source>
        <translation>necesită mai multă VRAM decât cei %1 GB ai săi</translation>
    </message>
    <message>
        <source>%1% of the bill is unused billed time</source>
        <translation>%1% din factură este timp facturat nefolosit</translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s) in parallel</source>
        <translation>
            <numerusform>%Ln instanță în paralel</numerusform>
            <numerusform>%Ln instanțe în paralel</numerusform>
            <numerusform>%Ln de instanțe în paralel</numerusform>
        </translation>
    </message>
    <message>
        <source>slower than the acceptable wait of %1 s per image</source>
        <translation>mai lentă decât așteptarea acceptabilă de %1 s pe imagine</translation>
    </message>
    <message>
        <source>runs only with part of the weights offloaded to host memory (slower)</source>
        <translation>rulează doar cu o parte din ponderi mutate în memoria gazdei (mai lent)</translation>
    </message>
    <message>
        <source>price from a single unverified source</source>
        <translation>preț dintr-o singură sursă neverificată</translation>
    </message>
    <message numerus="yes">
        <source>price from a single unverified source older than %Ln day(s)</source>
        <translation>
            <numerusform>preț dintr-o singură sursă neverificată, mai vechi de %Ln zi</numerusform>
            <numerusform>preț dintr-o singură sursă neverificată, mai vechi de %Ln zile</numerusform>
            <numerusform>preț dintr-o singură sursă neverificată, mai vechi de %Ln de zile</numerusform>
        </translation>
    </message>
    <message>
        <source>price from a single unverified source of unknown date</source>
        <translation>preț dintr-o singură sursă neverificată, de dată necunoscută</translation>
    </message>
    <message>
        <source>ranked after verified and recent prices</source>
        <translation>clasat după prețurile verificate și recente</translation>
    </message>
</context>
<context>
    <name>core::ExportFile</name>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 este un fișier, nu un dosar</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>dosarul %1 nu există</translation>
    </message>
    <message>
        <source>the folder %1 is not writable</source>
        <translation>în dosarul %1 nu se poate scrie</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: %2.</source>
        <translation>Nu se poate scrie „%1”: %2.</translation>
    </message>
    <message>
        <source>No file name was given for the export.</source>
        <translation>Nu s-a dat niciun nume de fișier pentru export.</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>este un dosar</translation>
    </message>
    <message>
        <source>a CSV export</source>
        <translation>un export CSV</translation>
    </message>
    <message>
        <source>a PDF report</source>
        <translation>un raport PDF</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>o imagine PNG</translation>
    </message>
    <message>
        <source>an SVG image</source>
        <translation>o imagine SVG</translation>
    </message>
    <message>
        <source>it is a link to %1, which does not exist</source>
        <translation>este o legătură către %1, care nu există</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a pipe or a socket); exports write regular files only</source>
        <translation>nu este un fișier obișnuit (un dispozitiv, o conductă sau un socket); exporturile scriu doar fișiere obișnuite</translation>
    </message>
    <message>
        <source>it is the database GPU Scout has open; an export would destroy the catalog and your shortlists</source>
        <translation>este baza de date deschisă de GPU Scout; un export ar distruge catalogul și listele dvs. scurte</translation>
    </message>
    <message>
        <source>it is an SQLite database; an export never replaces a database</source>
        <translation>este o bază de date SQLite; un export nu înlocuiește niciodată o bază de date</translation>
    </message>
    <message>
        <source>the file exists and is not %1; choose another name, or replace it with --force</source>
        <translation>fișierul există și nu este %1; alegeți alt nume sau înlocuiți-l cu --force</translation>
    </message>
    <message>
        <source>the disk is full (%1 free, the export needs %2)</source>
        <translation>discul este plin (%1 liberi, exportul are nevoie de %2)</translation>
    </message>
    <message>
        <source>not everything could be written (the disk is full, or a limit on file sizes was reached); the file was left as it was</source>
        <translation>nu s-a putut scrie totul (discul este plin sau s-a atins o limită a mărimii fișierelor); fișierul a rămas cum era</translation>
    </message>
    <message>
        <source>the disk is full (%1 free)</source>
        <translation>discul este plin (%1 liberi)</translation>
    </message>
    <message>
        <source>a catalog written by GPU Scout</source>
        <translation>un catalog scris de GPU Scout</translation>
    </message>
    <message>
        <source>it is GPU Scout&apos;s settings file; an export never replaces it</source>
        <translation>este fișierul de setări al GPU Scout; un export nu îl înlocuiește niciodată</translation>
    </message>
</context>
<context>
    <name>core::GpuHuntSource</name>
    <message>
        <source>the answer is not a zip archive (QuaZip error %1)</source>
        <translation>răspunsul nu este o arhivă zip (eroare QuaZip %1)</translation>
    </message>
    <message>
        <source>the entry %1 of the zip cannot be opened (QuaZip error %2)</source>
        <translation>intrarea %1 din zip nu poate fi deschisă (eroare QuaZip %2)</translation>
    </message>
    <message>
        <source>the entry %1 of the zip is damaged (QuaZip error %2)</source>
        <translation>intrarea %1 din zip este deteriorată (eroare QuaZip %2)</translation>
    </message>
    <message>
        <source>the zip holds no CSV file</source>
        <translation>zip-ul nu conține niciun fișier CSV</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>%1 nu poate fi citit: %2.</translation>
    </message>
    <message>
        <source>%1 has changed shape: the header lacks the column(s) %2.</source>
        <translation>%1 și-a schimbat forma: antetului îi lipsesc coloanele %2.</translation>
    </message>
    <message>
        <source>%1 is cut off or not CSV: record %2 has an unterminated quote.</source>
        <translation>%1 este trunchiat sau nu este CSV: înregistrarea %2 are ghilimele neînchise.</translation>
    </message>
    <message>
        <source>the entry %1 would inflate to more than %2</source>
        <translation>intrarea %1 s-ar dezarhiva la mai mult de %2</translation>
    </message>
</context>
<context>
    <name>core::LocalFile</name>
    <message>
        <source>it is a link that leads round a loop of links and never to a file</source>
        <translation>este o legătură care duce într-o buclă de legături și niciodată la un fișier</translation>
    </message>
    <message>
        <source>it is not a regular file (a device, a pipe or a socket); GPU Scout reads regular files only</source>
        <translation>nu este un fișier obișnuit (un dispozitiv, un pipe sau un socket); GPU Scout citește doar fișiere obișnuite</translation>
    </message>
    <message>
        <source>it is a link to %1, which does not exist</source>
        <translation>este o legătură către %1, care nu există</translation>
    </message>
    <message>
        <source>it does not exist</source>
        <translation>nu există</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>este un dosar</translation>
    </message>
    <message>
        <source>you may not read it</source>
        <translation>nu aveți permisiunea să-l citiți</translation>
    </message>
</context>
<context>
    <name>core::MeasurementStore</name>
    <message>
        <source>Cannot read your measurements: %1</source>
        <translation>Măsurătorile dvs. nu pot fi citite: %1</translation>
    </message>
    <message>
        <source>There is no measurement with id %1.</source>
        <translation>Nu există nicio măsurătoare cu id-ul %1.</translation>
    </message>
</context>
<context>
    <name>core::Measurements</name>
    <message>
        <source>gpu: the catalog has no GPU &quot;%1&quot;.</source>
        <translation>gpu: catalogul nu are GPU-ul „%1”.</translation>
    </message>
    <message>
        <source>model: the catalog has no model &quot;%1&quot;.</source>
        <translation>model: catalogul nu are modelul „%1”.</translation>
    </message>
    <message>
        <source>Give either seconds per image or iterations per second, not both or neither.</source>
        <translation>Dați fie secunde pe imagine, fie iterații pe secundă: nu amândouă și nu niciuna.</translation>
    </message>
    <message>
        <source>seconds per image must be a positive number, not %1.</source>
        <translation>secundele pe imagine trebuie să fie un număr pozitiv, nu %1.</translation>
    </message>
    <message>
        <source>iterations per second must be a positive number, not %1.</source>
        <translation>iterațiile pe secundă trebuie să fie un număr pozitiv, nu %1.</translation>
    </message>
    <message>
        <source>width, height, steps and batch must be positive.</source>
        <translation>width, height, steps și batch trebuie să fie pozitive.</translation>
    </message>
    <message>
        <source>software: unknown stack &quot;%1&quot;.</source>
        <translation>software: stivă necunoscută „%1”.</translation>
    </message>
</context>
<context>
    <name>core::OfferBuilder</name>
    <message>
        <source>%1 × %2 %3 in %4: spot %5, on-demand %6 USD/h</source>
        <translation>%1 × %2 %3 în %4: spot %5, la cerere %6 USD/h</translation>
    </message>
    <message numerus="yes">
        <source>%n spot price(s) above the on-demand price were refused (for example %1).</source>
        <translation>
            <numerusform>%Ln preț spot peste prețul la cerere a fost refuzat (de exemplu %1).</numerusform>
            <numerusform>%Ln prețuri spot peste prețul la cerere au fost refuzate (de exemplu %1).</numerusform>
            <numerusform>%Ln de prețuri spot peste prețul la cerere au fost refuzate (de exemplu %1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::OfferName</name>
    <message>
        <source>%1 ×%2</source>
        <comment>offer name, GPU count</comment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>provider (tier)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>provider · GPU</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>offer name · tier</comment>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>core::PdfReport</name>
    <message>
        <source>unknown</source>
        <translation>necunoscut</translation>
    </message>
    <message>
        <source>per %1</source>
        <translation>la fiecare %1</translation>
    </message>
    <message>
        <source>%1, minimum %2</source>
        <translation>%1, minimum %2</translation>
    </message>
    <message>
        <source>Cost a month</source>
        <translation>Cost lunar</translation>
    </message>
    <message>
        <source>Cost of the job</source>
        <translation>Costul lucrării</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>Costul rulării</translation>
    </message>
    <message>
        <source>Created %1 with GPU Scout %2. Catalog %3, generated %4.</source>
        <translation>Creat la %1 cu GPU Scout %2. Catalogul %3, generat la %4.</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Sarcină de lucru</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>, gradient checkpointing</source>
        <translation>, gradient checkpointing</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Activitate</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volum</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 pixeli</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>Rezoluție</translation>
    </message>
    <message>
        <source>Steps and batch</source>
        <translation>Pași și lot</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precizie</translation>
    </message>
    <message>
        <source>Spot instances</source>
        <translation>Instanțe spot</translation>
    </message>
    <message>
        <source>allowed for batch and training work, where offered</source>
        <translation>permise pentru loturi și antrenare, unde sunt oferite</translation>
    </message>
    <message>
        <source>not used: on-demand prices</source>
        <translation>nefolosite: prețuri la cerere</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Buget</translation>
    </message>
    <message>
        <source>GPU memory needed</source>
        <translation>Memorie GPU necesară</translation>
    </message>
    <message>
        <source>%1 GB on each GPU</source>
        <translation>%1 GB pe fiecare GPU</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Ipoteze</translation>
    </message>
    <message>
        <source>Cold start</source>
        <translation>Pornire la rece</translation>
    </message>
    <message>
        <source>%1 for every provider</source>
        <translation>%1 pentru fiecare furnizor</translation>
    </message>
    <message>
        <source>the provider&apos;s published figure; %1 where none is published</source>
        <translation>valoarea publicată de furnizor; %1 unde nu este publicată</translation>
    </message>
    <message>
        <source>Model download and load</source>
        <translation>Descărcarea și încărcarea modelului</translation>
    </message>
    <message>
        <source>%1 MB/s download without a volume, %2 GB/s from disk to GPU memory</source>
        <translation>descărcare cu %1 MB/s fără volum, %2 GB/s de pe disc în memoria GPU</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Stocare</translation>
    </message>
    <message>
        <source>models kept on a persistent volume where offered, plus %1 GB of extras</source>
        <translation>modelele sunt păstrate pe un volum persistent unde este oferit, plus %1 GB suplimentari</translation>
    </message>
    <message>
        <source>no persistent volume: the checkpoint is downloaded every session</source>
        <translation>fără volum persistent: checkpointul este descărcat la fiecare sesiune</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>Întreruperi spot</translation>
    </message>
    <message>
        <source>Scale-out</source>
        <translation>Scalare orizontală</translation>
    </message>
    <message>
        <source>VRAM headroom</source>
        <translation>Rezervă de VRAM</translation>
    </message>
    <message>
        <source>a fit with less than %1 % spare memory is tight</source>
        <translation>când sarcina de lucru încape cu mai puțin de %1 % memorie liberă, este la limită</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>Oferte</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Ofertă</translation>
    </message>
    <message>
        <source>Price an hour</source>
        <translation>Preț pe oră</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Facturare</translation>
    </message>
    <message>
        <source>%1 spot</source>
        <translation>%1 spot</translation>
    </message>
    <message>
        <source>No offers to report.</source>
        <translation>Nicio ofertă de raportat.</translation>
    </message>
    <message>
        <source>Why each offer stands where it does:</source>
        <translation>De ce se află fiecare ofertă pe locul său:</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <translation>Indisponibile</translation>
    </message>
    <message>
        <source>These shortlisted offers are no longer in the catalog, so they have no current price or figures:</source>
        <translation>Aceste oferte din lista scurtă nu mai sunt în catalog, deci nu au preț sau valori actuale:</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>indisponibilă</translation>
    </message>
    <message>
        <source>unavailable (%1)</source>
        <translation>indisponibilă (%1)</translation>
    </message>
    <message>
        <source>Cost of the task</source>
        <translation>Costul activității</translation>
    </message>
    <message>
        <source>What each offer costs for this workload (%1), billing rounding, cold starts, storage and spot risk included.</source>
        <translation>Cât costă fiecare ofertă pentru această sarcină de lucru (%1), inclusiv rotunjirea facturării, pornirile la rece, stocarea și riscul spot.</translation>
    </message>
    <message>
        <source>US dollars</source>
        <translation>Dolari americani</translation>
    </message>
    <message>
        <source>Speed and cost</source>
        <translation>Viteză și cost</translation>
    </message>
    <message>
        <source>Seconds per training step against the cost of the run. Lower left is better.</source>
        <translation>Secunde per pas de antrenare în raport cu costul rulării. Mai jos și mai la stânga este mai bine.</translation>
    </message>
    <message>
        <source>Seconds per image against the cost of 1,000 images (compute only). Lower left is better: the marked offers are the Pareto frontier, where nothing is both cheaper and faster.</source>
        <translation>Secunde per imagine în raport cu costul a 1.000 de imagini (doar calcul). Mai jos și mai la stânga este mai bine: ofertele marcate formează frontiera Pareto — nicio altă ofertă nu este în același timp mai ieftină și mai rapidă decât ele.</translation>
    </message>
    <message>
        <source>Cost of the run (US dollars)</source>
        <translation>Costul rulării (dolari americani)</translation>
    </message>
    <message>
        <source>US dollars per 1,000 images</source>
        <translation>Dolari americani per 1.000 de imagini</translation>
    </message>
    <message>
        <source>Seconds per step</source>
        <translation>Secunde per pas</translation>
    </message>
    <message>
        <source>Seconds per image</source>
        <translation>Secunde per imagine</translation>
    </message>
    <message>
        <source>Where the money goes</source>
        <translation>Unde se duc banii</translation>
    </message>
    <message>
        <source>%1, in US dollars. Rounding waste is time billed but not used: billing increments and minimum charges.</source>
        <translation>%1, în dolari americani. Pierderea din rotunjire este timp facturat, dar nefolosit: pași de facturare și taxe minime.</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <source>Rounding waste</source>
        <translation>Pierdere din rotunjire</translation>
    </message>
    <message>
        <source>Spot risk</source>
        <translation>Risc spot</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Where the numbers come from</source>
        <translation>De unde provin cifrele</translation>
    </message>
    <message>
        <source>Price observed</source>
        <translation>Preț observat</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Sursa prețului</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Viteză</translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation>dată necunoscută</translation>
    </message>
    <message numerus="yes">
        <source>%1 (old: %n days)</source>
        <translation>
            <numerusform>%1 (vechi: %Ln zi)</numerusform>
            <numerusform>%1 (vechi: %Ln zile)</numerusform>
            <numerusform>%1 (vechi: %Ln de zile)</numerusform>
        </translation>
    </message>
    <message>
        <source>estimated from the GPU&apos;s specs: %1</source>
        <translation>estimat din specificațiile GPU-ului: %1</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>neînregistrat</translation>
    </message>
    <message>
        <source>Prices are per hour for the whole instance, converted to US dollars at the catalog&apos;s exchange rates. A price observed more than 30 days before this report is marked old.</source>
        <translation>Prețurile sunt pe oră pentru întreaga instanță, convertite în dolari americani la cursurile de schimb ale catalogului. Un preț observat cu mai mult de 30 de zile înainte de acest raport este marcat ca vechi.</translation>
    </message>
    <message>
        <source>What “estimated” means</source>
        <translation>Ce înseamnă „estimat”</translation>
    </message>
    <message>
        <source>A measured speed comes from a published benchmark of that GPU running this model, scaled to the steps, resolution and batch size of the workload. An estimated speed has no benchmark behind it: GPU Scout computes it from the GPU&apos;s FP16 tensor throughput and memory bandwidth with a model fitted to the catalog&apos;s benchmarks. Estimates can be off by a third or more, so treat close results between estimated offers as a tie, and measure before a large job. In the charts, measured figures are solid and estimated ones hatched or hollow.</source>
        <translation>O viteză măsurată provine dintr-un benchmark publicat al acelui GPU rulând acest model, scalat la pașii, rezoluția și dimensiunea lotului din sarcina de lucru. O viteză estimată nu are în spate niciun benchmark: GPU Scout o calculează din performanța tensorială FP16 și lățimea de bandă a memoriei GPU-ului, cu un model ajustat pe benchmarkurile din catalog. Estimările pot greși cu o treime sau mai mult, așa că tratați rezultatele apropiate dintre oferte estimate ca egalitate și măsurați înainte de o lucrare mare. În grafice, valorile măsurate sunt pline, iar cele estimate hașurate sau goale.</translation>
    </message>
    <message>
        <source>The PDF report needs a QGuiApplication to paint text.</source>
        <translation>Raportul PDF are nevoie de o QGuiApplication pentru a desena textul.</translation>
    </message>
    <message>
        <source>Cloud GPUs for your workload</source>
        <translation>GPU-uri în cloud pentru sarcina dumneavoastră de lucru</translation>
    </message>
    <message>
        <source>the PDF writer could not start</source>
        <translation>generatorul PDF nu a putut porni</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 din %2</translation>
    </message>
    <message>
        <source>Measured speed (a benchmark)</source>
        <translation>Viteză măsurată (un benchmark)</translation>
    </message>
    <message>
        <source>Estimated speed (from the GPU&apos;s specs)</source>
        <translation>Viteză estimată (din specificațiile GPU-ului)</translation>
    </message>
    <message>
        <source>Pareto frontier</source>
        <translation>Frontiera Pareto</translation>
    </message>
    <message>
        <source>unknown: no price or no speed</source>
        <translation>necunoscut: fără preț sau fără viteză</translation>
    </message>
    <message>
        <source>No offer in this report has both a price and a speed.</source>
        <translation>Nicio ofertă din acest raport nu are atât preț, cât și viteză.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln session(s) a month of %1 each</source>
        <translation>
            <numerusform>%Ln sesiune pe lună a câte %1</numerusform>
            <numerusform>%Ln sesiuni pe lună a câte %1</numerusform>
            <numerusform>%Ln de sesiuni pe lună a câte %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln image(s) within %1</source>
        <translation>
            <numerusform>%Ln imagine în %1</numerusform>
            <numerusform>%Ln imagini în %1</numerusform>
            <numerusform>%Ln de imagini în %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln image(s), no deadline</source>
        <translation>
            <numerusform>%Ln imagine, fără termen-limită</numerusform>
            <numerusform>%Ln imagini, fără termen-limită</numerusform>
            <numerusform>%Ln de imagini, fără termen-limită</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln optimizer step(s), %1%2</source>
        <translation>
            <numerusform>%Ln pas de optimizare, %1%2</numerusform>
            <numerusform>%Ln pași de optimizare, %1%2</numerusform>
            <numerusform>%Ln de pași de optimizare, %1%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln frame(s)</source>
        <translation>
            <numerusform>%1, %Ln cadru</numerusform>
            <numerusform>%1, %Ln cadre</numerusform>
            <numerusform>%1, %Ln de cadre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln denoising step(s), batch of %1</source>
        <translation>
            <numerusform>%Ln pas de eliminare a zgomotului, lot de %1</numerusform>
            <numerusform>%Ln pași de eliminare a zgomotului, lot de %1</numerusform>
            <numerusform>%Ln de pași de eliminare a zgomotului, lot de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 an hour, %Ln minute(s) to resume each</source>
        <translation>
            <numerusform>%1 pe oră, %Ln minut pentru reluare după fiecare</numerusform>
            <numerusform>%1 pe oră, %Ln minute pentru reluare după fiecare</numerusform>
            <numerusform>%1 pe oră, %Ln de minute pentru reluare după fiecare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %Ln instance(s) for a batch job; %1 % efficiency per extra GPU in training</source>
        <translation>
            <numerusform>până la %Ln instanță pentru o lucrare în lot; eficiență de %1 % per GPU suplimentar la antrenare</numerusform>
            <numerusform>până la %Ln instanțe pentru o lucrare în lot; eficiență de %1 % per GPU suplimentar la antrenare</numerusform>
            <numerusform>până la %Ln de instanțe pentru o lucrare în lot; eficiență de %1 % per GPU suplimentar la antrenare</numerusform>
        </translation>
    </message>
    <message>
        <source>your own measurement: %1</source>
        <translation>măsurătoarea proprie: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln image(s) by %1</source>
        <comment>a batch job&apos;s deadline</comment>
        <translation>
            <numerusform>%Ln imagine până la %1</numerusform>
            <numerusform>%Ln imagini până la %1</numerusform>
            <numerusform>%Ln de imagini până la %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::PlanExport</name>
    <message>
        <source>The PDF report needs a QGuiApplication to paint text.</source>
        <translation>Raportul PDF are nevoie de o QGuiApplication pentru a desena textul.</translation>
    </message>
    <message>
        <source>Plan: %1</source>
        <translation>Plan: %1</translation>
    </message>
    <message>
        <source>Monthly total</source>
        <translation>Total lunar</translation>
    </message>
    <message>
        <source>Hours a month</source>
        <translation>Ore pe lună</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Furnizori</translation>
    </message>
    <message>
        <source>Monthly budget</source>
        <translation>Buget lunar</translation>
    </message>
    <message>
        <source>Over budget by</source>
        <translation>Peste buget cu</translation>
    </message>
    <message>
        <source>Everything at %1</source>
        <translation>Totul la %1</translation>
    </message>
    <message>
        <source>Your own GPU, a month</source>
        <translation>GPU-ul propriu, pe lună</translation>
    </message>
    <message>
        <source>Break-even (months)</source>
        <translation>Pragul de rentabilitate (luni)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>niciodată</translation>
    </message>
    <message>
        <source>storage (%1 GB)</source>
        <translation>stocare (%1 GB)</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Sarcină de lucru</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Furnizor</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Ore</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>Costs come from the engine for each offer (docs/engine-model.md); persistent storage is counted once per provider. Purchase prices are launch prices with their sources, never rental figures.</source>
        <translation>Costurile vin de la motorul de calcul pentru fiecare ofertă (docs/engine-model.md); stocarea persistentă se socotește o dată pe furnizor. Prețurile de cumpărare sunt prețuri de lansare, cu sursele lor, niciodată cifre de închiriere.</translation>
    </message>
    <message>
        <source>the PDF writer could not start</source>
        <translation>generatorul PDF nu a putut porni</translation>
    </message>
</context>
<context>
    <name>core::PlanFormat</name>
    <message>
        <source>%1: the plan format has no such field (known: %2).</source>
        <translation>%1: formatul de plan nu are un asemenea câmp (cunoscute: %2).</translation>
    </message>
    <message>
        <source>%1 must be a number of at least %2, not %3.</source>
        <translation>%1 trebuie să fie un număr de cel puțin %2, nu %3.</translation>
    </message>
    <message>
        <source>%1 must be a whole number, not %2.</source>
        <translation>%1 trebuie să fie un număr întreg, nu %2.</translation>
    </message>
    <message>
        <source>%1 must be true or false, not %2.</source>
        <translation>%1 trebuie să fie true sau false, nu %2.</translation>
    </message>
    <message>
        <source>%1 is required.</source>
        <translation>%1 este obligatoriu.</translation>
    </message>
    <message>
        <source>%1 must be a non-empty text, not %2.</source>
        <translation>%1 trebuie să fie un text nevid, nu %2.</translation>
    </message>
    <message>
        <source>%1 must be interactive, batch, lora or finetune, not &quot;%2&quot;.</source>
        <translation>%1 trebuie să fie interactive, batch, lora sau finetune, nu „%2”.</translation>
    </message>
    <message>
        <source>%1: the catalog has no model &quot;%2&quot; (known: %3).</source>
        <translation>%1: catalogul nu are modelul „%2” (cunoscute: %3).</translation>
    </message>
    <message>
        <source>%1 must be one of %2, not &quot;%3&quot;.</source>
        <translation>%1 trebuie să fie una dintre %2, nu „%3”.</translation>
    </message>
    <message>
        <source>%1: a live session is never put on spot; remove it or use a batch or training task.</source>
        <translation>%1: o sesiune interactivă nu rulează niciodată pe spot; eliminați câmpul sau folosiți o activitate în lot sau de antrenare.</translation>
    </message>
    <message>
        <source>provider: the catalog has no provider &quot;%1&quot;.</source>
        <translation>provider: catalogul nu are furnizorul „%1”.</translation>
    </message>
    <message>
        <source>workloads must be a non-empty list of workload objects (at most %1).</source>
        <translation>workloads trebuie să fie o listă nevidă de object-uri de sarcini de lucru (cel mult %1).</translation>
    </message>
    <message>
        <source>%1 must be an object of workload fields.</source>
        <translation>%1 trebuie să fie un object cu câmpuri de sarcină de lucru.</translation>
    </message>
    <message>
        <source>%1 is not a plan file: it does not exist or is not a regular file.</source>
        <translation>%1 nu este un fișier de plan: nu există sau nu este un fișier obișnuit.</translation>
    </message>
    <message>
        <source>%1 is too large for a plan (at most 1 MiB).</source>
        <translation>%1 este prea mare pentru un plan (cel mult 1 MiB).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 nu poate fi citit: %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3.</source>
        <translation>%1 nu este JSON valid: %2 la octetul %3.</translation>
    </message>
    <message>
        <source>%1 must hold one JSON object with name and workloads.</source>
        <translation>%1 trebuie să conțină un singur object JSON cu name și workloads.</translation>
    </message>
    <message>
        <source>Explore on demand, render on spot</source>
        <translation>Explorați la cerere, randați pe spot</translation>
    </message>
    <message>
        <source>%1 must be a date and time with its offset, such as 2026-12-05T17:00:00Z, not &quot;%2&quot;.</source>
        <translation>%1 trebuie să fie o dată și o oră cu decalajul lor, de exemplu 2026-12-05T17:00:00Z, nu „%2”.</translation>
    </message>
</context>
<context>
    <name>core::PlanOptimizer</name>
    <message>
        <source>workload %1 (%2, %3)</source>
        <translation>sarcina de lucru %1 (%2, %3)</translation>
    </message>
    <message>
        <source>The plan &quot;%1&quot; has no workload.</source>
        <translation>Planul „%1” nu are nicio sarcină de lucru.</translation>
    </message>
    <message>
        <source>No offer can carry %1: none fits, has a price and a speed, and meets its deadline and acceptable wait.</source>
        <translation>Nicio ofertă nu poate prelua %1: niciuna nu îndeplinește toate condițiile deodată: să încapă, să aibă preț și viteză cunoscute, să respecte termenul-limită și așteptarea acceptabilă.</translation>
    </message>
    <message>
        <source>No offer at %1 can carry %2.</source>
        <translation>Nicio ofertă de la %1 nu poate prelua %2.</translation>
    </message>
    <message>
        <source>No single provider can carry every workload of the plan &quot;%1&quot;.</source>
        <translation>Niciun furnizor singur nu poate prelua toate sarcinile de lucru ale planului „%1”.</translation>
    </message>
</context>
<context>
    <name>core::PlanStore</name>
    <message>
        <source>Cannot read the saved plans: %1</source>
        <translation>Planurile salvate nu pot fi citite: %1</translation>
    </message>
    <message>
        <source>There is no saved plan called &quot;%1&quot;.</source>
        <translation>Nu există niciun plan salvat cu numele „%1”.</translation>
    </message>
    <message>
        <source>The saved plan &quot;%1&quot; no longer reads against this catalog: %2</source>
        <translation>Planul salvat „%1” nu mai poate fi citit cu acest catalog: %2</translation>
    </message>
    <message>
        <source>A saved plan needs a name.</source>
        <translation>Un plan salvat are nevoie de un nume.</translation>
    </message>
</context>
<context>
    <name>core::Plausibility</name>
    <message>
        <source>It moves the median price of %1 from %2 to %3 USD per GPU-hour (×%4; more than ×%5 needs confirming).</source>
        <translation>Mută prețul median al %1 de la %2 la %3 USD pe oră-GPU (×%4; peste ×%5 necesită confirmare).</translation>
    </message>
    <message>
        <source>The new catalog holds an implausible value: %1.</source>
        <translation>Noul catalog conține o valoare neplauzibilă: %1.</translation>
    </message>
    <message>
        <source>The new catalog differs from the stored one more than an update usually does, so it was not applied:</source>
        <translation>Noul catalog diferă de cel stocat mai mult decât o face de obicei o actualizare, așa că nu a fost aplicat:</translation>
    </message>
    <message>
        <source>It removes %1 of the %2 (%3%; more than %4% needs confirming); %5 would remain.</source>
        <translation>Elimină %1 din %2 (%3%; peste %4% necesită confirmare); ar rămâne %5.</translation>
    </message>
    <message numerus="yes">
        <source>%n stored offer(s)</source>
        <translation>
            <numerusform>%Ln ofertă stocată</numerusform>
            <numerusform>%Ln oferte stocate</numerusform>
            <numerusform>%Ln de oferte stocate</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 no longer lists %2 of the %3 it listed last time (%4%; more than %5% needs confirming).</source>
        <translation>%1 nu mai listează %2 dintre cele %3 listate data trecută (%4%; peste %5% trebuie confirmat).</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s)</source>
        <translation>
            <numerusform>%Ln ofertă</numerusform>
            <numerusform>%Ln oferte</numerusform>
            <numerusform>%Ln de oferte</numerusform>
        </translation>
    </message>
    <message>
        <source>It makes %1 of the %2 of %3 unknown (%4%; more than %5% needs confirming).</source>
        <translation>Face necunoscute %1 din cele %2 ale %3 (%4%; peste %5% necesită confirmare).</translation>
    </message>
    <message numerus="yes">
        <source>%n known price(s)</source>
        <translation>
            <numerusform>%Ln preț cunoscut</numerusform>
            <numerusform>%Ln prețuri cunoscute</numerusform>
            <numerusform>%Ln de prețuri cunoscute</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::PriceHistory</name>
    <message>
        <source>Cannot read the price history: %1</source>
        <translation>Istoricul prețurilor nu poate fi citit: %1</translation>
    </message>
</context>
<context>
    <name>core::RateStore</name>
    <message>
        <source>Cannot read the stored currency rates: %1</source>
        <translation>Cursurile valutare stocate nu pot fi citite: %1</translation>
    </message>
    <message>
        <source>Cannot store the currency rates: %1</source>
        <translation>Cursurile valutare nu pot fi stocate: %1</translation>
    </message>
</context>
<context>
    <name>core::RatesFeed</name>
    <message>
        <source>%1; the stored currency rates are unchanged.</source>
        <translation>%1; cursurile valutare stocate nu au fost modificate.</translation>
    </message>
    <message>
        <source>European Central Bank euro reference rates, %1</source>
        <translation>Cursurile de referință ale euro de la Banca Centrală Europeană, %1</translation>
    </message>
    <message>
        <source>%1 The stored currency rates are unchanged.</source>
        <translation>%1 Cursurile valutare stocate nu au fost modificate.</translation>
    </message>
</context>
<context>
    <name>core::RentOrBuyModel</name>
    <message>
        <source>Choose the GPU you would buy.</source>
        <translation>Alegeți GPU-ul pe care l-ați cumpăra.</translation>
    </message>
    <message>
        <source>The resale value (%1 USD) cannot exceed the purchase price (%2 USD).</source>
        <translation>Valoarea la revânzare (%1 USD) nu poate depăși prețul de cumpărare (%2 USD).</translation>
    </message>
    <message>
        <source>The period before resale must be at least one month, not %1.</source>
        <translation>Perioada până la revânzare trebuie să fie de cel puțin o lună, nu %1.</translation>
    </message>
    <message>
        <source>Your own GPU</source>
        <translation>GPU-ul propriu</translation>
    </message>
</context>
<context>
    <name>core::RunPodSource</name>
    <message>
        <source>RunPod&apos;s answer is not valid JSON: %1 (at byte %2).</source>
        <translation>Răspunsul RunPod nu este JSON valid: %1 (la octetul %2).</translation>
    </message>
    <message>
        <source>RunPod refused the price query: %1.</source>
        <translation>RunPod a refuzat interogarea de prețuri: %1.</translation>
    </message>
    <message>
        <source>RunPod&apos;s answer has changed shape: data.gpuTypes is not an array.</source>
        <translation>Răspunsul RunPod și-a schimbat forma: data.gpuTypes nu este un array.</translation>
    </message>
    <message>
        <source>RunPod&apos;s answer has changed shape: gpuTypes[%1] field &quot;displayName&quot; is not a string.</source>
        <translation>Răspunsul RunPod și-a schimbat forma: câmpul „displayName” din gpuTypes[%1] nu este text.</translation>
    </message>
</context>
<context>
    <name>core::Session</name>
    <message>
        <source>The database %1 is read-only: you can browse and export, but not change the shortlist, import or update.</source>
        <translation>Baza de date %1 este doar pentru citire: puteți răsfoi și exporta, dar nu puteți modifica lista scurtă, importa sau actualiza.</translation>
    </message>
</context>
<context>
    <name>core::ShortlistStore</name>
    <message>
        <source>Cannot read the shortlists: %1</source>
        <translation>Listele scurte nu pot fi citite: %1</translation>
    </message>
    <message>
        <source>There is no shortlist called &quot;%1&quot;.</source>
        <translation>Nu există nicio listă scurtă numită „%1”.</translation>
    </message>
    <message>
        <source>A shortlist needs a name.</source>
        <translation>O listă scurtă are nevoie de un nume.</translation>
    </message>
    <message>
        <source>Cannot create the shortlist &quot;%1&quot;.</source>
        <translation>Nu se poate crea lista scurtă „%1”.</translation>
    </message>
    <message>
        <source>Cannot rename the shortlist to &quot;%1&quot;: a shortlist of that name exists.</source>
        <translation>Lista scurtă nu poate fi redenumită „%1”: există deja o listă scurtă cu acest nume.</translation>
    </message>
    <message>
        <source>My shortlist</source>
        <translation>Lista mea scurtă</translation>
    </message>
</context>
<context>
    <name>core::SkyPilotSource</name>
    <message>
        <source>%1 is empty or not CSV.</source>
        <translation>%1 este gol sau nu este CSV.</translation>
    </message>
    <message>
        <source>%1 has changed shape: the header lacks the column(s) %2.</source>
        <translation>%1 și-a schimbat forma: antetului îi lipsesc coloanele %2.</translation>
    </message>
    <message>
        <source>%1 is cut off or not CSV: record %2 has an unterminated quote.</source>
        <translation>%1 este trunchiat sau nu este CSV: înregistrarea %2 are ghilimele neînchise.</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU-only price(s) without their host VM in the file were left out (for example %1).</source>
        <translation>
            <numerusform>%Ln preț doar pentru GPU, fără mașina virtuală gazdă în fișier, a fost omis (de exemplu %1).</numerusform>
            <numerusform>%Ln prețuri doar pentru GPU, fără mașina virtuală gazdă în fișier, au fost omise (de exemplu %1).</numerusform>
            <numerusform>%Ln de prețuri doar pentru GPU, fără mașina virtuală gazdă în fișier, au fost omise (de exemplu %1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::SourceMerge</name>
    <message>
        <source>%1 listed no offer for a GPU the catalog knows.</source>
        <translation>%1 nu a listat nicio ofertă pentru un GPU cunoscut de catalog.</translation>
    </message>
    <message>
        <source>The offers of %1 were refused: %2.</source>
        <translation>Ofertele %1 au fost refuzate: %2.</translation>
    </message>
</context>
<context>
    <name>core::SourceStateStore</name>
    <message>
        <source>Cannot read what the price sources answered: %1</source>
        <translation>Nu se poate citi ce au răspuns sursele de prețuri: %1</translation>
    </message>
    <message>
        <source>Cannot read where the offers came from: %1</source>
        <translation>Nu se poate citi de unde provin ofertele: %1</translation>
    </message>
    <message>
        <source>Cannot read the spot interruption data: %1</source>
        <translation>Datele despre întreruperile spot nu pot fi citite: %1</translation>
    </message>
</context>
<context>
    <name>core::SourceUpdate</name>
    <message numerus="yes">
        <source>%1 asked GPU Scout to wait after too many requests; try again in %n second(s)</source>
        <translation>
            <numerusform>%1 a cerut GPU Scout să aștepte după prea multe cereri; încercați din nou peste %Ln secundă</numerusform>
            <numerusform>%1 a cerut GPU Scout să aștepte după prea multe cereri; încercați din nou peste %Ln secunde</numerusform>
            <numerusform>%1 a cerut GPU Scout să aștepte după prea multe cereri; încercați din nou peste %Ln de secunde</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; nothing was changed.</source>
        <translation>%1; nu s-a schimbat nimic.</translation>
    </message>
    <message numerus="yes">
        <source>Stored %n currency rate(s).</source>
        <translation>
            <numerusform>A fost stocat %Ln curs valutar.</numerusform>
            <numerusform>Au fost stocate %Ln cursuri valutare.</numerusform>
            <numerusform>Au fost stocate %Ln de cursuri valutare.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has not changed since the last update.</source>
        <translation>%1 nu s-a schimbat de la ultima actualizare.</translation>
    </message>
    <message numerus="yes">
        <source>%1: interruption ranges for %n instance type(s) and region(s).</source>
        <translation>
            <numerusform>%1: intervale de întreruperi pentru %Ln tip de instanță și regiune.</numerusform>
            <numerusform>%1: intervale de întreruperi pentru %Ln tipuri de instanțe și regiuni.</numerusform>
            <numerusform>%1: intervale de întreruperi pentru %Ln de tipuri de instanțe și regiuni.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 updated, %3 unchanged, %4 new, %5 no longer listed.</source>
        <translation>%1: %2 actualizate, %3 neschimbate, %4 noi, %5 nu mai sunt listate.</translation>
    </message>
    <message>
        <source>%1 was not applied: its answer changes the catalog more than an update usually does.</source>
        <translation>%1 nu a fost aplicată: răspunsul ei schimbă catalogul mai mult decât o face de obicei o actualizare.</translation>
    </message>
</context>
<context>
    <name>core::SpeedParameterFile</name>
    <message>
        <source>The speed parameters lack the object &quot;%1&quot;.</source>
        <translation>Parametrilor de viteză le lipsește obiectul „%1”.</translation>
    </message>
    <message>
        <source>In the speed parameters, &quot;%1&quot; must be a positive number.</source>
        <translation>În parametrii de viteză, „%1” trebuie să fie un număr pozitiv.</translation>
    </message>
    <message>
        <source>In the speed parameters, &quot;%1&quot; must be a whole number from 1 to 4.</source>
        <translation>În parametrii de viteză, „%1” trebuie să fie un număr întreg de la 1 la 4.</translation>
    </message>
    <message>
        <source>The speed parameters are not a JSON object (%1).</source>
        <translation>Parametrii de viteză nu sunt un obiect JSON (%1).</translation>
    </message>
    <message>
        <source>another value</source>
        <translation>altă valoare</translation>
    </message>
    <message>
        <source>This is not a speed parameter document of format version %1.</source>
        <translation>Acesta nu este un document de parametri de viteză în formatul versiunea %1.</translation>
    </message>
    <message>
        <source>The speed parameters do not say which catalog they were fitted on (&quot;fitted_on.catalog_version&quot;).</source>
        <translation>Parametrii de viteză nu spun pe ce catalog au fost ajustați („fitted_on.catalog_version”).</translation>
    </message>
    <message>
        <source>Cannot write the speed parameters to %1: %2.</source>
        <translation>Parametrii de viteză nu pot fi scriși în %1: %2.</translation>
    </message>
</context>
<context>
    <name>core::TableWriter</name>
    <message>
        <source>Columns not shown (%1): %2. --format csv or json shows every column and whole values.</source>
        <translation>Coloane neafișate (%1): %2. --format csv sau json arată toate coloanele și valorile întregi.</translation>
    </message>
</context>
<context>
    <name>core::ValueBounds</name>
    <message>
        <source>%1: &quot;%2&quot; is %3, outside the plausible range (more than %4, at most %5)</source>
        <translation>%1: &quot;%2&quot; este %3, în afara intervalului plauzibil (mai mult de %4, cel mult %5)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is %3, outside the plausible range (%4 to %5)</source>
        <translation>%1: &quot;%2&quot; este %3, în afara intervalului plauzibil (%4 până la %5)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&quot;refiner&quot; names the model itself; a refiner must be another model</source>
        <translation>&quot;refiner&quot; numește chiar modelul; un rafinator trebuie să fie alt model</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is too long (length %3; the limit is %4)</source>
        <translation>%1: „%2” este prea lung (lungime %3; limita este %4)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is empty; say where the values come from</source>
        <translation>%1: „%2” este gol; precizați de unde provin valorile</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is %3, a date in the future</source>
        <translation>%1: „%2” este %3, o dată din viitor</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is %3 %4 an hour, %5 USD per GPU and hour; a plausible price is at least %6 and at most %7 USD per GPU and hour (check the unit: prices are per hour for the whole instance)</source>
        <translation>%1: „%2” este %3 %4 pe oră, %5 USD pe GPU și oră; un preț plauzibil este de cel puțin %6 și cel mult %7 USD pe GPU și oră (verificați unitatea: prețurile sunt pe oră pentru întreaga instanță)</translation>
    </message>
</context>
<context>
    <name>core::VastAiAdapter</name>
    <message>
        <source>Vast.ai&apos;s answer is not valid JSON: %1 (at byte %2).</source>
        <translation>Răspunsul Vast.ai nu este JSON valid: %1 (la octetul %2).</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: &quot;offers&quot; is %1, not an array.</source>
        <translation>Răspunsul Vast.ai și-a schimbat structura: &quot;offers&quot; este %1, nu un tablou (array).</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: it is neither an object nor an array.</source>
        <translation>Răspunsul Vast.ai și-a schimbat structura: nu este nici obiect, nici tablou (array).</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: offers[%1] is %2, not an object.</source>
        <translation>Răspunsul Vast.ai și-a schimbat structura: offers[%1] este %2, nu un obiect.</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: offers[%1] field &quot;%2&quot; is %3, not %4.</source>
        <translation>Răspunsul Vast.ai și-a schimbat structura: câmpul &quot;%2&quot; din offers[%1] este %3, nu %4.</translation>
    </message>
    <message>
        <source>Vast.ai&apos;s answer has changed shape: offers[%1] field &quot;min_bid&quot; is %2, not a number.</source>
        <translation>Răspunsul Vast.ai și-a schimbat structura: câmpul &quot;min_bid&quot; din offers[%1] este %2, nu un număr.</translation>
    </message>
</context>
<context>
    <name>core::ViewLink</name>
    <message>
        <source>The link&apos;s %1 must be a whole number of at least %2, not “%3”.</source>
        <translation>În link, %1 trebuie să fie un număr întreg de cel puțin %2, nu „%3”.</translation>
    </message>
    <message>
        <source>The link&apos;s %1 must be a number of at least %2, not “%3”.</source>
        <translation>În link, %1 trebuie să fie un număr de cel puțin %2, nu „%3”.</translation>
    </message>
    <message>
        <source>The link&apos;s %1 must be 0 or 1, not “%2”.</source>
        <translation>În link, %1 trebuie să fie 0 sau 1, nu „%2”.</translation>
    </message>
    <message>
        <source>The link has no task: it needs task=interactive, batch, lora or finetune.</source>
        <translation>Linkul nu are activitate: are nevoie de task=interactive, batch, lora sau finetune.</translation>
    </message>
    <message>
        <source>The link&apos;s task “%1” is unknown: use interactive, batch, lora or finetune.</source>
        <translation>Activitatea „%1” din link este necunoscută: folosește interactive, batch, lora sau finetune.</translation>
    </message>
    <message>
        <source>The link has no model: it needs model=ID, e.g. sdxl.</source>
        <translation>Linkul nu are model: are nevoie de model=ID, de exemplu sdxl.</translation>
    </message>
    <message>
        <source>The link&apos;s model “%1” is not in the catalog. Known model ids: %2</source>
        <translation>Modelul „%1” din link nu este în catalog. ID-uri de model cunoscute: %2</translation>
    </message>
    <message>
        <source>The link&apos;s %1 must be one of %2, not “%3”.</source>
        <translation>În link, %1 trebuie să fie unul dintre %2, nu „%3”.</translation>
    </message>
    <message>
        <source>The link&apos;s %1 holds “%2”, which is not a provider of the catalog.</source>
        <translation>În link, %1 conține „%2”, care nu este un furnizor din catalog.</translation>
    </message>
    <message>
        <source>The link&apos;s %1 holds “%2”, which is not a GPU of the catalog.</source>
        <translation>În link, %1 conține „%2”, care nu este un GPU din catalog.</translation>
    </message>
    <message>
        <source>The link&apos;s %1 must list some of %2, not “%3”.</source>
        <translation>În link, %1 trebuie să enumere câteva dintre %2, nu „%3”.</translation>
    </message>
    <message>
        <source>The link&apos;s %1 holds “%2”, which is not a column key (lower-case letters, digits and _).</source>
        <translation>În link, %1 conține „%2”, care nu este o cheie de coloană (litere mici, cifre și _).</translation>
    </message>
    <message>
        <source>The link&apos;s order must be asc or desc, not “%1”.</source>
        <translation>În link, order trebuie să fie asc sau desc, nu „%1”.</translation>
    </message>
    <message>
        <source>“%1” is not a GPU Scout link: it must start with gpuscout:view?</source>
        <translation>„%1” nu este un link GPU Scout: trebuie să înceapă cu gpuscout:view?</translation>
    </message>
    <message>
        <source>The link gives %1 more than once.</source>
        <translation>Linkul dă %1 de mai multe ori.</translation>
    </message>
    <message>
        <source>The link has no version: it needs v=%1.</source>
        <translation>Linkul nu are versiune: are nevoie de v=%1.</translation>
    </message>
    <message>
        <source>The link is of version “%1”; this GPU Scout reads version %2. A newer GPU Scout may open it.</source>
        <translation>Linkul este de versiunea „%1”; acest GPU Scout citește versiunea %2. Un GPU Scout mai nou îl poate deschide.</translation>
    </message>
    <message>
        <source>The link&apos;s deadline must be a date and time with its offset, such as 2026-12-05T17:00:00Z, not “%1”.</source>
        <translation>În link, deadline trebuie să fie o dată și o oră cu decalajul lor, de exemplu 2026-12-05T17:00:00Z, nu „%1”.</translation>
    </message>
</context>
<context>
    <name>core::Vocabulary</name>
    <message>
        <source>measured</source>
        <translation>măsurat</translation>
    </message>
    <message>
        <source>estimated</source>
        <translation>estimat</translation>
    </message>
    <message>
        <source>your measurement</source>
        <translation>măsurătoarea dvs.</translation>
    </message>
    <message>
        <source>measured: %1</source>
        <translation>măsurat: %1</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>pe secundă</translation>
    </message>
    <message>
        <source>per minute</source>
        <translation>pe minut</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>pe oră</translation>
    </message>
    <message>
        <source>Interactive sessions</source>
        <translation>Sesiuni interactive</translation>
    </message>
    <message>
        <source>Batch job</source>
        <translation>Lucrare în lot</translation>
    </message>
    <message>
        <source>LoRA training</source>
        <translation>Antrenare LoRA</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Ajustare fină completă</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message numerus="yes">
        <source>%Ln minute(s)</source>
        <translation>
            <numerusform>%Ln minut</numerusform>
            <numerusform>%Ln minute</numerusform>
            <numerusform>%Ln de minute</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln hour(s)</source>
        <translation>
            <numerusform>%Ln oră</numerusform>
            <numerusform>%Ln ore</numerusform>
            <numerusform>%Ln de ore</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core::WorkloadStore</name>
    <message>
        <source>Cannot read the saved workloads: %1</source>
        <translation>Sarcinile de lucru salvate nu pot fi citite: %1</translation>
    </message>
    <message>
        <source>There is no saved workload called &quot;%1&quot;.</source>
        <translation>Nu există nicio sarcină de lucru salvată numită „%1”.</translation>
    </message>
    <message>
        <source>The saved workload &quot;%1&quot; is damaged and cannot be used.</source>
        <translation>Sarcina de lucru salvată „%1” este deteriorată și nu poate fi folosită.</translation>
    </message>
    <message>
        <source>A saved workload needs a name.</source>
        <translation>O sarcină de lucru salvată are nevoie de un nume.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Compare rented cloud GPUs for diffusion image generation.</source>
        <translation>Comparați GPU-uri în cloud închiriate pentru generarea de imagini prin difuzie.</translation>
    </message>
    <message>
        <source>Use the database at PATH.</source>
        <translation>Folosește baza de date de la PATH.</translation>
    </message>
    <message>
        <source>Show the interface in CODE: en, ur, bn or ro.</source>
        <translation>Afișează interfața în limba CODE: en, ur, bn sau ro.</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; use en, ur, bn or ro.</source>
        <translation>Limbă necunoscută „%1”; folosiți en, ur, bn sau ro.</translation>
    </message>
    <message>
        <source>GPU Scout</source>
        <translation>GPU Scout</translation>
    </message>
    <message>
        <source>Keep the settings in the INI file at PATH, not in the user&apos;s settings.</source>
        <translation>Păstrează setările în fișierul INI de la PATH, nu în setările utilizatorului.</translation>
    </message>
    <message>
        <source>A gpuscout:view link to open (as View → Copy link to this view gives); a link that cannot be read is explained and the usual view opens.</source>
        <translation>Un link gpuscout:view de deschis (cum îl dă Vizualizare → Copiază linkul către această vizualizare); un link care nu poate fi citit este explicat și se deschide vizualizarea obișnuită.</translation>
    </message>
    <message>
        <source>compare rented cloud GPUs for diffusion image generation</source>
        <translation>compară GPU-uri în cloud închiriate pentru generarea de imagini prin difuzie</translation>
    </message>
    <message>
        <source>GPU Scout shows side by side what each cloud GPU offer costs and how fast it is for your workload.</source>
        <translation>GPU Scout arată alăturat cât costă fiecare ofertă de GPU în cloud și cât de rapidă este pentru sarcina dumneavoastră de lucru.</translation>
    </message>
</context>
<context>
    <name>ui::AboutBox</name>
    <message>
        <source>&lt;p&gt;GPU Scout is free software under the MIT licence.&lt;/p&gt;&lt;p&gt;It is built on &lt;a href=&quot;https://www.qt.io&quot;&gt;Qt&lt;/a&gt; %1 (GNU LGPL 3.0) and reads zipped price lists with &lt;a href=&quot;https://github.com/stachenov/quazip&quot;&gt;QuaZip&lt;/a&gt; (GNU LGPL 2.1 with a static-linking exception) and zlib (zlib licence); the Windows and macOS packages carry them, Linux distributions provide them. The PDF report embeds the Noto Nastaliq Urdu and Noto Sans Bengali fonts (SIL Open Font License 1.1).&lt;/p&gt;</source>
        <translation>&lt;p&gt;GPU Scout este software liber sub licența MIT.&lt;/p&gt;&lt;p&gt;Este construit pe &lt;a href=&quot;https://www.qt.io&quot;&gt;Qt&lt;/a&gt; %1 (GNU LGPL 3.0) și citește listele de prețuri arhivate zip cu &lt;a href=&quot;https://github.com/stachenov/quazip&quot;&gt;QuaZip&lt;/a&gt; (GNU LGPL 2.1 cu o excepție pentru legarea statică) și zlib (licența zlib); pachetele pentru Windows și macOS le conțin, distribuțiile Linux le furnizează. Raportul PDF încorporează fonturile Noto Nastaliq Urdu și Noto Sans Bengali (SIL Open Font License 1.1).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The licence texts: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Textele licențelor: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ui::ChartPage</name>
    <message>
        <source>save a chart as a .png or .svg file</source>
        <translation>salvați graficul ca fișier .png sau .svg</translation>
    </message>
    <message>
        <source>the chart is empty</source>
        <translation>graficul este gol</translation>
    </message>
    <message>
        <source>A chart made by GPU Scout</source>
        <translation>Un grafic realizat cu GPU Scout</translation>
    </message>
    <message>
        <source>the chart could not be drawn</source>
        <translation>graficul nu a putut fi desenat</translation>
    </message>
</context>
<context>
    <name>ui::ChartText</name>
    <message>
        <source>%1, %2</source>
        <comment>offer name, region</comment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>ui::ChartsPanel</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagine PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Desen SVG (*.svg)</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Salvează graficul</translation>
    </message>
    <message>
        <source>gpu-scout-chart</source>
        <translation>gpu-scout-grafic</translation>
    </message>
    <message>
        <source>Cost of the task</source>
        <translation>Costul activității</translation>
    </message>
    <message>
        <source>Speed against cost</source>
        <translation>Viteză în raport cu costul</translation>
    </message>
    <message>
        <source>Monthly cost against hours of use</source>
        <translation>Cost lunar în funcție de orele de utilizare</translation>
    </message>
    <message>
        <source>Spot against on demand</source>
        <translation>Spot față de prețul la cerere</translation>
    </message>
    <message numerus="yes">
        <source>Chart the shortlisted offers instead of the best %n offer(s) shown in the table</source>
        <translation>
            <numerusform>Afișează în grafic ofertele din lista scurtă în locul primei oferte (%Ln) din tabel</numerusform>
            <numerusform>Afișează în grafic ofertele din lista scurtă în locul primelor %Ln oferte din tabel</numerusform>
            <numerusform>Afișează în grafic ofertele din lista scurtă în locul primelor %Ln de oferte din tabel</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the chart on screen as a PNG image or an SVG drawing</source>
        <translation>Salvează graficul de pe ecran ca imagine PNG sau desen SVG</translation>
    </message>
    <message>
        <source>Ch&amp;art:</source>
        <translation>&amp;Grafic:</translation>
    </message>
    <message>
        <source>Shortlist only</source>
        <translation>Doar lista scurtă</translation>
    </message>
    <message>
        <source>Save chart…</source>
        <translation>Salvează graficul…</translation>
    </message>
</context>
<context>
    <name>ui::CompareDialog</name>
    <message>
        <source>Compare offers</source>
        <translation>Compară ofertele</translation>
    </message>
    <message>
        <source>For the workload %1</source>
        <translation>Pentru sarcina de lucru %1</translation>
    </message>
    <message>
        <source>Shaded rows, with their name in bold, differ between the offers. ✓ marks the best value of a row: the lowest price, cost or time; the highest throughput, VRAM or TFLOPS. An unknown value (—) is never the best, and an offer the workload does not fit is never the best for speed or cost.</source>
        <extracomment>✓ is the mark shown beside the best value of a row</extracomment>
        <translation>Rândurile umbrite, cu numele îngroșat, diferă între oferte. ✓ marchează cea mai bună valoare dintr-un rând: cel mai mic preț, cost sau timp; cea mai mare performanță, VRAM sau TFLOPS. O valoare necunoscută (—) nu este niciodată cea mai bună, iar o ofertă în care sarcina de lucru nu încape nu este niciodată cea mai bună la viteză sau cost.</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <comment>compare column header: GPU, then provider</comment>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <comment>the best value of a compared row</comment>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>%1, the best of these offers</source>
        <translation>%1, cea mai bună dintre aceste oferte</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) side by side: scroll sideways to see them all.</source>
        <translation>
            <numerusform>%Ln ofertă alăturată: derulați lateral ca să le vedeți pe toate.</numerusform>
            <numerusform>%Ln oferte alăturate: derulați lateral ca să le vedeți pe toate.</numerusform>
            <numerusform>%Ln de oferte alăturate: derulați lateral ca să le vedeți pe toate.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::CostBarsChart</name>
    <message>
        <source>Cost a month (%1)</source>
        <translation>Cost lunar (%1)</translation>
    </message>
    <message>
        <source>Cost of the training run (%1)</source>
        <translation>Costul rulării de antrenare (%1)</translation>
    </message>
    <message>
        <source>Monthly cost of the shortlisted offers</source>
        <translation>Costul lunar al ofertelor din lista scurtă</translation>
    </message>
    <message>
        <source>Monthly cost of the best offers in the table</source>
        <translation>Costul lunar al celor mai bune oferte din tabel</translation>
    </message>
    <message>
        <source>Cost of the training run on the shortlisted offers</source>
        <translation>Costul rulării de antrenare pe ofertele din lista scurtă</translation>
    </message>
    <message>
        <source>Cost of the training run on the best offers in the table</source>
        <translation>Costul rulării de antrenare pe cele mai bune oferte din tabel</translation>
    </message>
    <message>
        <source>No offers to chart yet.</source>
        <translation>Încă nu există oferte de afișat în grafic.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>rank. offer</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1
%2: %3
Speed: %4</source>
        <translation>%1
%2: %3
Viteză: %4</translation>
    </message>
    <message>
        <source>None of the shortlisted offers shown in the table has a cost for this workload. Star offers in the table, or clear the filters.</source>
        <translation>Niciuna dintre ofertele din lista scurtă afișate în tabel nu are un cost pentru această sarcină de lucru. Marcați cu stea oferte din tabel sau ștergeți filtrele.</translation>
    </message>
    <message>
        <source>None of the offers shown in the table has a cost for this workload.</source>
        <translation>Niciuna dintre ofertele afișate în tabel nu are un cost pentru această sarcină de lucru.</translation>
    </message>
    <message numerus="yes">
        <source>Cost per %Ln image(s), compute only (%1)</source>
        <translation>
            <numerusform>Cost la %Ln imagine, doar calcul (%1)</numerusform>
            <numerusform>Cost la %Ln imagini, doar calcul (%1)</numerusform>
            <numerusform>Cost la %Ln de imagini, doar calcul (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost per %Ln image(s) of the shortlisted offers</source>
        <translation>
            <numerusform>Costul la %Ln imagine al ofertelor din lista scurtă</numerusform>
            <numerusform>Costul la %Ln imagini al ofertelor din lista scurtă</numerusform>
            <numerusform>Costul la %Ln de imagini al ofertelor din lista scurtă</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost per %Ln image(s) of the best offers in the table</source>
        <translation>
            <numerusform>Costul la %Ln imagine al celor mai bune oferte din tabel</numerusform>
            <numerusform>Costul la %Ln imagini al celor mai bune oferte din tabel</numerusform>
            <numerusform>Costul la %Ln de imagini al celor mai bune oferte din tabel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::CurrencyMenu</name>
    <message>
        <source>&amp;Currency</source>
        <translation>&amp;Monedă</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Monedă</translation>
    </message>
    <message>
        <source>1 USD = %1 %2 (%3, %4)</source>
        <translation>1 USD = %1 %2 (%3, %4)</translation>
    </message>
</context>
<context>
    <name>ui::DetailPane</name>
    <message>
        <source>BF16 support:</source>
        <translation>Suport BF16:</translation>
    </message>
    <message>
        <source>Spot instances:</source>
        <translation>Instanțe spot:</translation>
    </message>
    <message>
        <source>Persistent storage:</source>
        <translation>Stocare persistentă:</translation>
    </message>
    <message>
        <source>Pre-built images:</source>
        <translation>Imagini preconstruite:</translation>
    </message>
    <message>
        <source>API:</source>
        <translation>API:</translation>
    </message>
    <message>
        <source>Typical cold start:</source>
        <comment>the provider&apos;s published boot time</comment>
        <translation>Pornire la rece tipică:</translation>
    </message>
    <message>
        <source>Website:</source>
        <translation>Site web:</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Viteză:</translation>
    </message>
    <message>
        <source>Select an offer to see its costs and features.</source>
        <translation>Selectați o ofertă pentru a-i vedea costurile și funcțiile.</translation>
    </message>
    <message>
        <source>Instance and GPU</source>
        <translation>Instanță și GPU</translation>
    </message>
    <message>
        <source>Provider features</source>
        <translation>Funcțiile furnizorului</translation>
    </message>
    <message>
        <source>This workload on this GPU</source>
        <translation>Această sarcină de lucru pe acest GPU</translation>
    </message>
    <message>
        <source>Why it ranks here</source>
        <translation>De ce ocupă acest loc</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <comment>GPU at provider</comment>
        <translation>%1 la %2</translation>
    </message>
    <message>
        <source>Rank %1 for: %2</source>
        <translation>Locul %1 pentru: %2</translation>
    </message>
    <message>
        <source>Not ranked for: %1</source>
        <translation>Fără loc în clasament: %1</translation>
    </message>
    <message>
        <source>Independent workers: memory is not pooled and one image is no faster.</source>
        <translation>Lucrători independenți: memoria nu se cumulează, iar o singură imagine nu se generează mai repede.</translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1, observed %2 (%3)</source>
        <translation>%1, observat la %2 (%3)</translation>
    </message>
    <message>
        <source>Open the provider&apos;s page in your browser: %1</source>
        <translation>Deschideți pagina furnizorului în browser: %1</translation>
    </message>
    <message>
        <source>%1: the GPU lacks BF16 support</source>
        <translation>%1: GPU-ul nu suportă BF16</translation>
    </message>
    <message>
        <source>%1 s per training step</source>
        <translation>%1 s per pas de antrenare</translation>
    </message>
    <message>
        <source>%1 s per image</source>
        <translation>%1 s per imagine</translation>
    </message>
    <message>
        <source>Compute only, at the rate used.</source>
        <translation>Doar calcul, la tariful aplicat.</translation>
    </message>
    <message>
        <source>unknown: the catalog has neither a benchmark nor the specs of this GPU</source>
        <translation>necunoscut: catalogul nu are nici un benchmark, nici specificațiile acestui GPU</translation>
    </message>
    <message>
        <source>measured: benchmark series %1</source>
        <translation>măsurat: seria de benchmarkuri %1</translation>
    </message>
    <message>
        <source>estimated from the GPU&apos;s specs by the throughput model</source>
        <translation>estimat din specificațiile GPU-ului cu modelul de performanță</translation>
    </message>
    <message>
        <source>Cost of a month of sessions</source>
        <translation>Costul unei luni de sesiuni</translation>
    </message>
    <message>
        <source>Cost of the job</source>
        <translation>Costul lucrării</translation>
    </message>
    <message>
        <source>Cost of the training run</source>
        <translation>Costul rulării de antrenare</translation>
    </message>
    <message>
        <source>no price for this offer</source>
        <translation>niciun preț pentru această ofertă</translation>
    </message>
    <message>
        <source>spot price, observed %1</source>
        <translation>preț spot, observat la %1</translation>
    </message>
    <message>
        <source>on-demand price, observed %1</source>
        <translation>preț la cerere, observat la %1</translation>
    </message>
    <message>
        <source>The cost cannot be computed for this offer: its price or its speed is unknown.</source>
        <translation>Costul nu poate fi calculat pentru această ofertă: prețul sau viteza sa este necunoscută.</translation>
    </message>
    <message>
        <source>speed unknown</source>
        <translation>viteză necunoscută</translation>
    </message>
    <message>
        <source>from a measured speed</source>
        <translation>pe baza unei viteze măsurate</translation>
    </message>
    <message>
        <source>from an estimated speed</source>
        <translation>pe baza unei viteze estimate</translation>
    </message>
    <message>
        <source>billing increment unknown: no rounding assumed</source>
        <translation>pas de facturare necunoscut: nu se presupune nicio rotunjire</translation>
    </message>
    <message>
        <source>billed %1, minimum %2</source>
        <translation>facturat %1, minimum %2</translation>
    </message>
    <message>
        <source>%1 per start, models kept on a volume</source>
        <translation>%1 per pornire, modele păstrate pe un volum</translation>
    </message>
    <message>
        <source>%1 per start, models downloaded each time</source>
        <translation>%1 per pornire, modele descărcate de fiecare dată</translation>
    </message>
    <message>
        <source>The provider publishes no cold-start figure; an assumption is used.</source>
        <translation>Furnizorul nu publică o durată de pornire la rece; se folosește o valoare presupusă.</translation>
    </message>
    <message>
        <source>The provider&apos;s boot time, plus downloading and loading the checkpoint.</source>
        <translation>Timpul de pornire al furnizorului, plus descărcarea și încărcarea checkpointului.</translation>
    </message>
    <message>
        <source>persistent volume for the models</source>
        <translation>volum persistent pentru modele</translation>
    </message>
    <message>
        <source>no volume used</source>
        <translation>niciun volum folosit</translation>
    </message>
    <message>
        <source>expected re-work after interruptions</source>
        <translation>refacerea estimată a lucrului după întreruperi</translation>
    </message>
    <message>
        <source>on demand: no interruptions</source>
        <translation>la cerere: fără întreruperi</translation>
    </message>
    <message>
        <source>%1 billed a month</source>
        <translation>%1 facturate pe lună</translation>
    </message>
    <message numerus="yes">
        <source>%Ln instance(s) in parallel, %1 from start to finish</source>
        <translation>
            <numerusform>%Ln instanță în paralel, %1 de la început până la sfârșit</numerusform>
            <numerusform>%Ln instanțe în paralel, %1 de la început până la sfârșit</numerusform>
            <numerusform>%Ln de instanțe în paralel, %1 de la început până la sfârșit</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 from start to finish</source>
        <translation>%1 de la început până la sfârșit</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>depășește termenul-limită</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>peste buget</translation>
    </message>
    <message>
        <source>Price history</source>
        <translation>Istoricul prețului</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>&amp;Copiază detaliile</translation>
    </message>
    <message>
        <source>your measurement, ahead of published figures</source>
        <translation>măsurătoarea dvs., înaintea cifrelor publicate</translation>
    </message>
    <message>
        <source>from your measurement</source>
        <translation>pe baza măsurătorii dvs.</translation>
    </message>
    <message>
        <source>More figures</source>
        <translation>Mai multe cifre</translation>
    </message>
    <message>
        <source>%1, date unknown</source>
        <translation>%1, dată necunoscută</translation>
    </message>
    <message>
        <source>%1 of the %2 each GPU has</source>
        <comment>VRAM needed: needed of available</comment>
        <translation>%1 din cei %2 ai fiecărui GPU</translation>
    </message>
</context>
<context>
    <name>ui::ExportActions</name>
    <message>
        <source>Export view as CSV</source>
        <translation>Exportă vizualizarea ca CSV</translation>
    </message>
    <message>
        <source>gpuscout-offers-%1.csv</source>
        <translation>gpuscout-oferte-%1.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fișiere CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export shortlist as PDF</source>
        <translation>Exportă lista scurtă ca PDF</translation>
    </message>
    <message>
        <source>Your shortlist is empty. Star offers in the table first.</source>
        <translation>Lista scurtă este goală. Marcați mai întâi cu stea oferte din tabel.</translation>
    </message>
    <message>
        <source>gpuscout-shortlist-%1.pdf</source>
        <translation>gpuscout-lista-scurta-%1.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fișiere PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ui::FilterChips</name>
    <message>
        <source>Clear this filter</source>
        <translation>Șterge acest filtru</translation>
    </message>
    <message>
        <source>Clear the filter %1</source>
        <translation>Șterge filtrul %1</translation>
    </message>
</context>
<context>
    <name>ui::FilterPanel</name>
    <message>
        <source>Billing</source>
        <translation>Facturare</translation>
    </message>
    <message>
        <source>Per second</source>
        <translation>Pe secundă</translation>
    </message>
    <message>
        <source>Per minute</source>
        <translation>Pe minut</translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation>Pe oră</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Necunoscută</translation>
    </message>
    <message>
        <source>Show only</source>
        <translation>Arată doar</translation>
    </message>
    <message>
        <source>Fits the workload</source>
        <translation>Sarcina de lucru încape</translation>
    </message>
    <message>
        <source>With a spot price</source>
        <translation>Cu preț spot</translation>
    </message>
    <message>
        <source>Persistent storage</source>
        <translation>Stocare persistentă</translation>
    </message>
    <message>
        <source>Ready-made diffusion image</source>
        <translation>Imagine de difuzie gata pregătită</translation>
    </message>
    <message>
        <source>Prices under 30 days old</source>
        <translation>Prețuri mai noi de 30 de zile</translation>
    </message>
    <message>
        <source>On my shortlist</source>
        <translation>În lista mea scurtă</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Furnizori</translation>
    </message>
    <message>
        <source>Providers to show; none checked shows all</source>
        <translation>Furnizorii afișați; dacă nu bifați niciunul, se afișează toți</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU-uri</translation>
    </message>
    <message>
        <source>GPUs to show; none checked shows all</source>
        <translation>GPU-urile afișate; dacă nu bifați niciunul, se afișează toate</translation>
    </message>
    <message>
        <source>&amp;Clear filters</source>
        <translation>Ște&amp;rge filtrele</translation>
    </message>
    <message>
        <source>Rank on equal terms</source>
        <translation>Clasare egală</translation>
    </message>
    <message>
        <source>Old unverified prices</source>
        <translation>Prețuri vechi neverificate</translation>
    </message>
    <message>
        <source>By default an offer whose price comes from a single unverified source older than 90 days, or undated, ranks after every offer with a verified or recent price. Check this to rank them all by cost alone.</source>
        <translation>Implicit, o ofertă al cărei preț provine dintr-o singură sursă neverificată mai veche de 90 de zile sau fără dată se clasează după orice ofertă cu preț verificat sau recent. Bifați aici ca toate să fie clasate doar după cost.</translation>
    </message>
</context>
<context>
    <name>ui::FilterText</name>
    <message>
        <source>fits</source>
        <translation>încape</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>persistent storage</source>
        <translation>stocare persistentă</translation>
    </message>
    <message>
        <source>diffusion image</source>
        <translation>imagine de difuzie</translation>
    </message>
    <message>
        <source>fresh prices</source>
        <translation>prețuri recente</translation>
    </message>
    <message>
        <source>shortlist</source>
        <translation>listă scurtă</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a range: from–to</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <comment>a range: at least</comment>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>≤ %1</source>
        <comment>a range: at most</comment>
        <translation>≤ %1</translation>
    </message>
    <message>
        <source>s/step %1</source>
        <translation>s/pas %1</translation>
    </message>
    <message>
        <source>s/image %1</source>
        <translation>s/imagine %1</translation>
    </message>
    <message>
        <source>per 1,000 images %1</source>
        <translation>per 1.000 de imagini %1</translation>
    </message>
    <message>
        <source>total cost %1</source>
        <translation>cost total %1</translation>
    </message>
    <message>
        <source>data age %1</source>
        <translation>vechimea datelor %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln zi</numerusform>
            <numerusform>%Ln zile</numerusform>
            <numerusform>%Ln de zile</numerusform>
        </translation>
    </message>
    <message>
        <source>VRAM %1</source>
        <translation>VRAM %1</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>price %1</source>
        <translation>preț %1</translation>
    </message>
    <message>
        <source>%1/h</source>
        <comment>money per hour</comment>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>search text</comment>
        <translation>„%1”</translation>
    </message>
    <message numerus="yes">
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%Ln furnizor</numerusform>
            <numerusform>%Ln furnizori</numerusform>
            <numerusform>%Ln de furnizori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU model(s)</source>
        <translation>
            <numerusform>%Ln model de GPU</numerusform>
            <numerusform>%Ln modele de GPU</numerusform>
            <numerusform>%Ln de modele de GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>billing granularity</source>
        <translation>granularitatea facturării</translation>
    </message>
    <message>
        <source>old unverified prices ranked equally</source>
        <translation>prețuri vechi neverificate clasate egal</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>ui::Format</name>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 (assumed)</source>
        <translation>%1 (presupus)</translation>
    </message>
    <message numerus="yes">
        <source>per %n s</source>
        <comment>billing increment in seconds</comment>
        <translation>
            <numerusform>la fiecare %Ln s</numerusform>
            <numerusform>la fiecare %Ln s</numerusform>
            <numerusform>la fiecare %Ln s</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no minimum charge</comment>
        <translation>niciuna</translation>
    </message>
    <message numerus="yes">
        <source>%n h</source>
        <comment>minimum charge in hours</comment>
        <translation>
            <numerusform>%Ln h</numerusform>
            <numerusform>%Ln h</numerusform>
            <numerusform>%Ln h</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <comment>minimum charge in minutes</comment>
        <translation>
            <numerusform>%Ln min</numerusform>
            <numerusform>%Ln min</numerusform>
            <numerusform>%Ln min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <comment>minimum charge in seconds</comment>
        <translation>
            <numerusform>%Ln s</numerusform>
            <numerusform>%Ln s</numerusform>
            <numerusform>%Ln s</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>da</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nu</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>Jupyter / SSH availability</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 (stale)</source>
        <translation>%1 (învechit)</translation>
    </message>
    <message>
        <source>Batch rendering</source>
        <translation>Randare în lot</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>AdamW pe 8 biți</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>%1/h</source>
        <comment>money per hour</comment>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>%1/GB-month</source>
        <comment>storage price per GB and month</comment>
        <translation>%1/GB-lună</translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln zi</numerusform>
            <numerusform>%Ln zile</numerusform>
            <numerusform>%Ln de zile</numerusform>
        </translation>
    </message>
    <message>
        <source>FP8 compute (TensorRT, torchao)</source>
        <translation>Calcul FP8 (TensorRT, torchao)</translation>
    </message>
    <message>
        <source>FP8 weights, BF16 compute (ComfyUI, Forge)</source>
        <translation>Ponderi FP8, calcul BF16 (ComfyUI, Forge)</translation>
    </message>
    <message>
        <source>4-bit weights (NF4, GGUF Q4)</source>
        <translation>Ponderi pe 4 biți (NF4, GGUF Q4)</translation>
    </message>
    <message>
        <source>date unknown</source>
        <translation>dată necunoscută</translation>
    </message>
</context>
<context>
    <name>ui::LinkActions</name>
    <message>
        <source>Copy &amp;link to this view</source>
        <translation>Copiază &amp;linkul către această vizualizare</translation>
    </message>
    <message>
        <source>Put a gpuscout: link on the clipboard that opens this workload with these filters, sort and columns</source>
        <translation>Pune în clipboard un link gpuscout: care deschide această sarcină de lucru cu aceste filtre, această sortare și aceste coloane</translation>
    </message>
    <message>
        <source>Copied a link to this view.</source>
        <translation>Linkul către această vizualizare a fost copiat.</translation>
    </message>
    <message>
        <source>Open link</source>
        <translation>Deschide linkul</translation>
    </message>
    <message>
        <source>GPU Scout cannot open this link; the view stays as it was.</source>
        <translation>GPU Scout nu poate deschide acest link; vizualizarea rămâne cum era.</translation>
    </message>
</context>
<context>
    <name>ui::LoadingPage</name>
    <message>
        <source>Loading the catalog…</source>
        <translation>Se încarcă catalogul…</translation>
    </message>
    <message numerus="yes">
        <source>Loading the catalog: %1 of %n offer(s) read…</source>
        <translation>
            <numerusform>Se încarcă catalogul: citite %1 din %Ln ofertă…</numerusform>
            <numerusform>Se încarcă catalogul: citite %1 din %Ln oferte…</numerusform>
            <numerusform>Se încarcă catalogul: citite %1 din %Ln de oferte…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computing the figures for %n offer(s)…</source>
        <translation>
            <numerusform>Se calculează cifrele pentru %Ln ofertă…</numerusform>
            <numerusform>Se calculează cifrele pentru %Ln oferte…</numerusform>
            <numerusform>Se calculează cifrele pentru %Ln de oferte…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::MainWindow</name>
    <message>
        <source>Shortlist</source>
        <translation>Listă scurtă</translation>
    </message>
    <message>
        <source>GPU Scout</source>
        <translation>GPU Scout</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fișier</translation>
    </message>
    <message>
        <source>&amp;Import catalog…</source>
        <translation>&amp;Importă catalogul…</translation>
    </message>
    <message>
        <source>&amp;Update prices</source>
        <translation>&amp;Actualizează prețurile</translation>
    </message>
    <message>
        <source>&amp;Live provider prices</source>
        <translation>Prețuri în &amp;timp real ale furnizorilor</translation>
    </message>
    <message>
        <source>Update &amp;currency rates</source>
        <translation>Actualizează &amp;cursurile valutare</translation>
    </message>
    <message>
        <source>&amp;Export view as CSV…</source>
        <translation>&amp;Exportă vizualizarea ca CSV…</translation>
    </message>
    <message>
        <source>Export shortlist as &amp;PDF report…</source>
        <translation>Exportă lista scurtă ca raport &amp;PDF…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ieși&amp;re</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vizualizare</translation>
    </message>
    <message>
        <source>&amp;Search offers</source>
        <translation>&amp;Caută oferte</translation>
    </message>
    <message>
        <source>&amp;Reset columns</source>
        <translation>&amp;Resetează coloanele</translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation>&amp;Sarcină de lucru</translation>
    </message>
    <message>
        <source>Workload &amp;wizard…</source>
        <translation>&amp;Asistent pentru sarcina de lucru…</translation>
    </message>
    <message>
        <source>&amp;Save workload as…</source>
        <translation>&amp;Salvează sarcina de lucru ca…</translation>
    </message>
    <message>
        <source>&amp;Shortlist</source>
        <translation>Listă s&amp;curtă</translation>
    </message>
    <message>
        <source>&amp;Add to or remove from shortlist</source>
        <translation>&amp;Adaugă în lista scurtă sau elimină din ea</translation>
    </message>
    <message>
        <source>&amp;Compare selected offers</source>
        <translation>&amp;Compară ofertele selectate</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Limbă</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajutor</translation>
    </message>
    <message>
        <source>&amp;About GPU Scout</source>
        <translation>&amp;Despre GPU Scout</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>Filtre</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalii</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafice</translation>
    </message>
    <message>
        <source>Search provider, GPU or region (Ctrl+F)</source>
        <translation>Căutați furnizor, GPU sau regiune (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search offers</source>
        <translation>Caută oferte</translation>
    </message>
    <message>
        <source>Clear all</source>
        <translation>Șterge tot</translation>
    </message>
    <message>
        <source>Clear the search and every filter</source>
        <translation>Șterge căutarea și toate filtrele</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>Oferte</translation>
    </message>
    <message>
        <source>Catalog %1, generated %2 · %3</source>
        <translation>Catalogul %1, generat la %2 · %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n offer(s) shown</source>
        <translation>
            <numerusform>Afișate: %1 din %Ln ofertă</numerusform>
            <numerusform>Afișate: %1 din %Ln oferte</numerusform>
            <numerusform>Afișate: %1 din %Ln de oferte</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog holds no offers. Import a catalog with File → Import catalog…</source>
        <translation>Catalogul nu conține nicio ofertă. Importați un catalog cu Fișier → Importă catalogul…</translation>
    </message>
    <message>
        <source>No offer fits this workload. Try a smaller batch or resolution, FP8 precision, gradient checkpointing or an 8-bit optimizer — or clear “Fits the workload” to see every offer.</source>
        <translation>Sarcina de lucru nu încape în nicio ofertă. Încercați un lot sau o rezoluție mai mică, precizia FP8, gradient checkpointing sau un optimizator pe 8 biți — ori debifați „Sarcina de lucru încape” pentru a vedea toate ofertele.</translation>
    </message>
    <message numerus="yes">
        <source>No offer matches the search and filters. Clear them to see all %n offer(s).</source>
        <translation>
            <numerusform>Nicio ofertă nu corespunde căutării și filtrelor. Ștergeți-le pentru a vedea toate ofertele (%Ln).</numerusform>
            <numerusform>Nicio ofertă nu corespunde căutării și filtrelor. Ștergeți-le pentru a vedea toate cele %Ln oferte.</numerusform>
            <numerusform>Nicio ofertă nu corespunde căutării și filtrelor. Ștergeți-le pentru a vedea toate cele %Ln de oferte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import catalog</source>
        <translation>Importă catalogul</translation>
    </message>
    <message>
        <source>GPU Scout catalog (*.json);;All files (*)</source>
        <translation>Catalog GPU Scout (*.json);;Toate fișierele (*)</translation>
    </message>
    <message>
        <source>Nothing was imported; the catalog, your shortlist and settings are unchanged.

%1</source>
        <translation>Nu s-a importat nimic; catalogul, lista scurtă și setările dumneavoastră nu au fost modificate.

%1</translation>
    </message>
    <message>
        <source>Save workload</source>
        <translation>Salvează sarcina de lucru</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nume:</translation>
    </message>
    <message>
        <source>Compare offers</source>
        <translation>Compară ofertele</translation>
    </message>
    <message>
        <source>About GPU Scout</source>
        <translation>Despre GPU Scout</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Scout %1&lt;/h3&gt;&lt;p&gt;Compare rented cloud GPUs for diffusion image generation: what each offer costs and how fast it is for your workload.&lt;/p&gt;&lt;p&gt;Catalog %2 (%3), published by %4.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GPU Scout %1&lt;/h3&gt;&lt;p&gt;Comparați GPU-uri în cloud închiriate pentru generarea de imagini prin difuzie: cât costă fiecare ofertă și cât de rapidă este pentru sarcina dumneavoastră de lucru.&lt;/p&gt;&lt;p&gt;Catalogul %2 (%3), publicat de %4.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Read-only database · %1</source>
        <translation>Bază de date doar pentru citire · %1</translation>
    </message>
    <message>
        <source>This catalog differs from the one you have more than an update usually does:

%1

Replace your catalog with it anyway?</source>
        <translation>Acest catalog diferă de cel pe care îl aveți mai mult decât o face de obicei o actualizare:

%1

Înlocuiți totuși catalogul dvs. cu acesta?</translation>
    </message>
    <message numerus="yes">
        <source>Select at least 2 offers to compare (you selected %n).</source>
        <translation>
            <numerusform>Selectați cel puțin 2 oferte de comparat (ați selectat %Ln).</numerusform>
            <numerusform>Selectați cel puțin 2 oferte de comparat (ați selectat %Ln).</numerusform>
            <numerusform>Selectați cel puțin 2 oferte de comparat (ați selectat %Ln).</numerusform>
        </translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Despre &amp;Qt</translation>
    </message>
    <message>
        <source>Export view as CSV with local &amp;number format…</source>
        <translation>Exportă vizualizarea ca CSV cu format numeric &amp;local…</translation>
    </message>
</context>
<context>
    <name>ui::MeasureDialog</name>
    <message>
        <source>Recorded: from now on the basis for %1 with %2, labelled &quot;your measurement&quot;.</source>
        <translation>Înregistrat: de acum este baza pentru %1 cu %2, marcată „măsurătoarea dvs.”.</translation>
    </message>
    <message>
        <source>%1 s per image</source>
        <translation>%1 s pe imagine</translation>
    </message>
    <message>
        <source>%1 it/s</source>
        <translation>%1 it/s</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%Ln pas</numerusform>
            <numerusform>%Ln pași</numerusform>
            <numerusform>%Ln de pași</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed: the published figures are the basis again.</source>
        <translation>Eliminat: cifrele publicate sunt din nou baza.</translation>
    </message>
    <message>
        <source>I measured this…</source>
        <translation>Am măsurat asta…</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Model:</translation>
    </message>
    <message>
        <source>Where (optional):</source>
        <translation>Unde (opțional):</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Lățime:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Înălțime:</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Pași:</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>Lot:</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>Precizie:</translation>
    </message>
    <message>
        <source>Software:</source>
        <translation>Software:</translation>
    </message>
    <message>
        <source>Measured:</source>
        <translation>Măsurat:</translation>
    </message>
    <message>
        <source>not said</source>
        <translation>nespecificat</translation>
    </message>
    <message>
        <source>seconds per image</source>
        <translation>secunde pe imagine</translation>
    </message>
    <message>
        <source>iterations per second</source>
        <translation>iterații pe secundă</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Setări</translation>
    </message>
    <message>
        <source>Your measurement</source>
        <translation>Măsurătoarea dvs.</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Înregistrată</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Înregistrează</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Elimină selecția</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
</context>
<context>
    <name>ui::ModelPage</name>
    <message>
        <source>Model and quality</source>
        <translation>Model și calitate</translation>
    </message>
    <message>
        <source>What one generation looks like. Choosing a model fills in its usual resolution and steps.</source>
        <translation>Cum se generează fiecare imagine. Când alegeți un model, rezoluția și pașii săi obișnuiți se completează automat.</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>&amp;Width (pixels):</source>
        <translation>&amp;Lățime (pixeli):</translation>
    </message>
    <message>
        <source>&amp;Height (pixels):</source>
        <translation>Înălțim&amp;e (pixeli):</translation>
    </message>
    <message>
        <source>F&amp;rames per video:</source>
        <translation>&amp;Cadre per videoclip:</translation>
    </message>
    <message>
        <source>&amp;Denoising steps:</source>
        <translation>Pași de eliminare a &amp;zgomotului:</translation>
    </message>
    <message>
        <source>Batch si&amp;ze:</source>
        <translation>&amp;Dimensiunea lotului:</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>P&amp;recizie:</translation>
    </message>
    <message>
        <source>Images generated together in one pass; larger batches need more memory.</source>
        <translation>Imagini generate împreună într-o singură trecere; loturile mai mari necesită mai multă memorie.</translation>
    </message>
    <message>
        <source>This model is not in the catalog; its speed and memory cannot be computed.</source>
        <translation>Acest model nu este în catalog; viteza și memoria sa nu pot fi calculate.</translation>
    </message>
    <message numerus="yes">
        <source>An image model with %1 billion parameters. Usual settings: %2 × %3 pixels, %Ln step(s).</source>
        <translation>
            <numerusform>Un model de imagine cu %1 miliarde de parametri. Setări obișnuite: %2 × %3 pixeli, %Ln pas.</numerusform>
            <numerusform>Un model de imagine cu %1 miliarde de parametri. Setări obișnuite: %2 × %3 pixeli, %Ln pași.</numerusform>
            <numerusform>Un model de imagine cu %1 miliarde de parametri. Setări obișnuite: %2 × %3 pixeli, %Ln de pași.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A video model with %1 billion parameters. Usual settings: %2 × %3 pixels, %4, %Ln step(s).</source>
        <translation>
            <numerusform>Un model video cu %1 miliarde de parametri. Setări obișnuite: %2 × %3 pixeli, %4, %Ln pas.</numerusform>
            <numerusform>Un model video cu %1 miliarde de parametri. Setări obișnuite: %2 × %3 pixeli, %4, %Ln pași.</numerusform>
            <numerusform>Un model video cu %1 miliarde de parametri. Setări obișnuite: %2 × %3 pixeli, %4, %Ln de pași.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln frame(s)</source>
        <translation>
            <numerusform>%Ln cadru</numerusform>
            <numerusform>%Ln cadre</numerusform>
            <numerusform>%Ln de cadre</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Offload the text encoders after encoding the prompt</source>
        <translation>&amp;Scoate encoderele de text din GPU după codificarea promptului</translation>
    </message>
    <message>
        <source>Offload the text encoders</source>
        <translation>Scoate encoderele de text din GPU</translation>
    </message>
    <message>
        <source>Text encoders in FP&amp;8</source>
        <translation>Encodere de text în FP&amp;8</translation>
    </message>
    <message>
        <source>Text encoders in FP8</source>
        <translation>Encodere de text în FP8</translation>
    </message>
    <message>
        <source>The T5-XXL text encoder takes about 10 GB in 16 bits. Offloaded (ComfyUI, diffusers&apos; model offload) it leaves the card before the image is made; in FP8 it takes half.</source>
        <translation>Encoderul de text T5-XXL ocupă circa 10 GB pe 16 biți. Scos din GPU (ComfyUI, model offload din diffusers), părăsește placa înainte de generarea imaginii; în FP8 ocupă jumătate.</translation>
    </message>
    <message>
        <source>The number format of the weights and math. BF16 needs a GPU that supports it. FP8 weights (ComfyUI&apos;s and Forge&apos;s default FP8) and 4-bit weights (NF4, GGUF) halve or quarter the weights&apos; memory and run slightly slower; FP8 compute (TensorRT, torchao) also runs faster on the newest GPUs.</source>
        <translation>Formatul numeric al ponderilor și al calculelor. BF16 necesită un GPU care îl suportă. Ponderile FP8 (FP8-ul implicit din ComfyUI și Forge) și ponderile pe 4 biți (NF4, GGUF) înjumătățesc sau reduc la un sfert memoria ponderilor și rulează puțin mai încet; calculul FP8 (TensorRT, torchao) rulează și mai repede pe cele mai noi GPU-uri.</translation>
    </message>
    <message>
        <source>At 16 bits its weights alone fill a 24 GB card; FP8 weights (ComfyUI&apos;s and Forge&apos;s default) halve them.</source>
        <translation>Pe 16 biți, doar ponderile sale umplu o placă de 24 GB; ponderile FP8 (implicite în ComfyUI și Forge) le înjumătățesc.</translation>
    </message>
    <message>
        <source>The model to train and the images it trains on. Choosing a model fills in its usual resolution.</source>
        <translation>Modelul de antrenat și imaginile pe care se antrenează. Alegerea unui model completează rezoluția sa obișnuită.</translation>
    </message>
</context>
<context>
    <name>ui::MonthlyCostChart</name>
    <message>
        <source>No offers to chart yet.</source>
        <translation>Încă nu există oferte de afișat în grafic.</translation>
    </message>
    <message>
        <source>Star offers in the table to see what each costs a month as your hours of use grow. Shortlisted offers hidden by the filters are not drawn.</source>
        <translation>Marcați cu stea oferte din tabel pentru a vedea cât costă fiecare pe lună pe măsură ce crește numărul de ore de utilizare. Ofertele din lista scurtă ascunse de filtre nu sunt desenate.</translation>
    </message>
    <message>
        <source>None of the shortlisted offers shown in the table has an on-demand price for this model.</source>
        <translation>Niciuna dintre ofertele din lista scurtă afișate în tabel nu are preț la cerere pentru acest model.</translation>
    </message>
    <message>
        <source>Hours used a month, in sessions of %1</source>
        <translation>Ore folosite pe lună, în sesiuni de %1</translation>
    </message>
    <message>
        <source>Cost a month (%1)</source>
        <translation>Cost lunar (%1)</translation>
    </message>
    <message>
        <source>Your workload: %1</source>
        <translation>Sarcina dumneavoastră de lucru: %1</translation>
    </message>
    <message>
        <source>Monthly cost of the shortlisted offers against hours of use</source>
        <translation>Costul lunar al ofertelor din lista scurtă în funcție de orele de utilizare</translation>
    </message>
    <message>
        <source>%1
%2 a month: %3</source>
        <translation>%1
%2 pe lună: %3</translation>
    </message>
</context>
<context>
    <name>ui::NetworkActions</name>
    <message>
        <source>&amp;Refresh prices on start</source>
        <translation>Reîmprospătează prețurile la p&amp;ornire</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Niciodată</translation>
    </message>
    <message numerus="yes">
        <source>When prices are older than %n day(s)</source>
        <translation>
            <numerusform>Când prețurile au mai mult de %Ln zi</numerusform>
            <numerusform>Când prețurile au mai mult de %Ln zile</numerusform>
            <numerusform>Când prețurile au mai mult de %Ln de zile</numerusform>
        </translation>
    </message>
    <message>
        <source>Prices: none is dated, so none counts as fresh</source>
        <translation>Prețuri: niciunul nu este datat, deci niciunul nu contează ca proaspăt</translation>
    </message>
    <message numerus="yes">
        <source>Prices: median %Ln day(s) old, %1 % older than %2</source>
        <translation>
            <numerusform>Prețuri: vârsta mediană %Ln zi, %1 % mai vechi de %2</numerusform>
            <numerusform>Prețuri: vârsta mediană %Ln zile, %1 % mai vechi de %2</numerusform>
            <numerusform>Prețuri: vârsta mediană %Ln de zile, %1 % mai vechi de %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln zi</numerusform>
            <numerusform>%Ln zile</numerusform>
            <numerusform>%Ln de zile</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::OfferColumns</name>
    <message>
        <source>Jupyter / SSH</source>
        <translation>Jupyter / SSH</translation>
    </message>
    <message>
        <source>On your shortlist. Click to add or remove.</source>
        <translation>În lista scurtă. Faceți clic pentru a adăuga sau elimina.</translation>
    </message>
    <message>
        <source>Jupyter and SSH access.</source>
        <translation>Acces Jupyter și SSH.</translation>
    </message>
    <message>
        <source>Shortlist</source>
        <comment>column: on the shortlist or not</comment>
        <translation>Listă scurtă</translation>
    </message>
</context>
<context>
    <name>ui::OffersModel</name>
    <message>
        <source>No speed: the catalog has neither a benchmark nor the specs of this GPU.</source>
        <translation>Fără viteză: catalogul nu are nici un benchmark, nici specificațiile acestui GPU.</translation>
    </message>
    <message>
        <source>Measured: %1</source>
        <translation>Măsurat: %1</translation>
    </message>
    <message>
        <source>Estimated from the GPU&apos;s specs by the throughput model (%1).</source>
        <translation>Estimat din specificațiile GPU-ului cu modelul de performanță (%1).</translation>
    </message>
    <message>
        <source>Observed %1 · %2</source>
        <translation>Observat la %1 · %2</translation>
    </message>
    <message>
        <source>The provider publishes no cold-start figure; an assumption is used.</source>
        <translation>Furnizorul nu publică o durată de pornire la rece; se folosește o valoare presupusă.</translation>
    </message>
    <message>
        <source>Price: %1, observed %2</source>
        <translation>Preț: %1, observat la %2</translation>
    </message>
    <message>
        <source>On the shortlist</source>
        <translation>În lista scurtă</translation>
    </message>
    <message>
        <source>Not on the shortlist</source>
        <translation>Nu este în lista scurtă</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>price-change mark, price</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Changed in the last update: it was %1 %2 (observed %3); now %4 %5 (observed %6).</source>
        <translation>Modificat la ultima actualizare: era %1 %2 (observat %3); acum %4 %5 (observat %6).</translation>
    </message>
    <message>
        <source>No longer listed by %1 since %2: the offer may be gone.</source>
        <translation>Nu mai este listată de %1 din %2: este posibil ca oferta să nu mai existe.</translation>
    </message>
    <message>
        <source>Your own measurement, ahead of published figures: %1</source>
        <translation>Măsurătoarea proprie, înaintea cifrelor publicate: %1</translation>
    </message>
</context>
<context>
    <name>ui::OffersView</name>
    <message>
        <source>Reset columns</source>
        <translation>Resetează coloanele</translation>
    </message>
</context>
<context>
    <name>ui::PlanActions</name>
    <message>
        <source>&amp;Plan the month…</source>
        <translation>&amp;Planifică luna…</translation>
    </message>
    <message>
        <source>Combine workloads into a monthly plan, compare providers and buying a card</source>
        <translation>Combinați sarcinile de lucru într-un plan lunar, comparați furnizorii și cumpărarea unei plăci</translation>
    </message>
    <message>
        <source>I &amp;measured this…</source>
        <translation>Am &amp;măsurat asta…</translation>
    </message>
    <message>
        <source>Record your own speed for the selected offer&apos;s GPU: it becomes the basis ahead of published figures</source>
        <translation>Înregistrați viteza proprie pentru GPU-ul ofertei selectate: devine baza înaintea cifrelor publicate</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>Salvează planul</translation>
    </message>
</context>
<context>
    <name>ui::PlanDialog</name>
    <message>
        <source>Starting values: launch price (MSRP, not a street price) published %1, &lt;a href=&quot;%2&quot;&gt;source&lt;/a&gt;; board power from %3. Enter what you would pay.</source>
        <translation>Valori de pornire: prețul de lansare (MSRP, nu un preț de piață) publicat %1, &lt;a href=&quot;%2&quot;&gt;sursa&lt;/a&gt;; puterea plăcii din %3. Introduceți cât ați plăti.</translation>
    </message>
    <message>
        <source>No sourced price for this card: enter what you would pay and its power draw.</source>
        <translation>Niciun preț cu sursă pentru această placă: introduceți cât ați plăti și consumul ei.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1, spot</source>
        <translation>%1, spot</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n instance(s)</source>
        <translation>
            <numerusform>%1, %Ln instanță</numerusform>
            <numerusform>%1, %Ln instanțe</numerusform>
            <numerusform>%1, %Ln de instanțe</numerusform>
        </translation>
    </message>
    <message>
        <source>Storage, %1 a month</source>
        <translation>Stocare, %1 pe lună</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>This plan cannot be placed: %1</source>
        <translation>Acest plan nu poate fi plasat: %1</translation>
    </message>
    <message>
        <source>Monthly bill: %1 (%2)</source>
        <translation>Factura lunară: %1 (%2)</translation>
    </message>
    <message>
        <source>cheapest mix: %1</source>
        <translation>cea mai ieftină combinație: %1</translation>
    </message>
    <message>
        <source>everything at %1</source>
        <translation>totul la %1</translation>
    </message>
    <message>
        <source>Everything at one provider (%1): %2, %3 more</source>
        <translation>Totul la un singur furnizor (%1): %2, cu %3 mai mult</translation>
    </message>
    <message>
        <source>Buying the card: %1 a month (electricity %2 plus loss of value)</source>
        <translation>Cumpărarea plăcii: %1 pe lună (energie %2 plus pierderea de valoare)</translation>
    </message>
    <message>
        <source>Owning pays off in month %1 (break-even at %2).</source>
        <translation>Placa proprie se amortizează în luna %1 (pragul de rentabilitate la %2).</translation>
    </message>
    <message>
        <source>Owning never pays off: the electricity alone costs as much as renting.</source>
        <translation>Placa proprie nu se amortizează niciodată: doar energia costă cât închirierea.</translation>
    </message>
    <message>
        <source>The card cannot run every workload of the plan (memory, speed or deadline): renting is still needed for those.</source>
        <translation>Placa nu poate rula toate sarcinile de lucru ale planului (memorie, viteză sau termen-limită): pentru acestea tot e nevoie de închiriere.</translation>
    </message>
    <message>
        <source>Saved plan &quot;%1&quot;: %2 a month, %3 against this one</source>
        <translation>Planul salvat „%1”: %2 pe lună, %3 față de acesta</translation>
    </message>
    <message>
        <source>Over the monthly budget of %1 by %2.</source>
        <translation>Peste bugetul lunar de %1 cu %2.</translation>
    </message>
    <message>
        <source>Within the monthly budget of %1.</source>
        <translation>În bugetul lunar de %1.</translation>
    </message>
    <message>
        <source>Saved plans…</source>
        <translation>Planuri salvate…</translation>
    </message>
    <message>
        <source>no other plan</source>
        <translation>niciun alt plan</translation>
    </message>
    <message>
        <source>Saved plans</source>
        <translation>Planuri salvate</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>Salvează planul</translation>
    </message>
    <message>
        <source>Name of the plan:</source>
        <translation>Numele planului:</translation>
    </message>
    <message>
        <source>Export plan as CSV</source>
        <translation>Exportă planul ca CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fișiere CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export plan as PDF</source>
        <translation>Exportă planul ca PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fișiere PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Plan the month</source>
        <translation>Planificarea lunii</translation>
    </message>
    <message>
        <source>Explore on demand, render on spot</source>
        <translation>Explorați la cerere, randați pe spot</translation>
    </message>
    <message>
        <source>The article&apos;s advice: interactive sessions on demand, the bulk render on spot, a LoRA a month</source>
        <translation>Sfatul articolului: sesiuni interactive la cerere, randarea în masă pe spot, un LoRA pe lună</translation>
    </message>
    <message>
        <source>Save plan…</source>
        <translation>Salvează planul…</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Comparați cu:</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Sarcină de lucru</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Furnizor</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Ofertă</translation>
    </message>
    <message>
        <source>Hours a month</source>
        <translation>Ore pe lună</translation>
    </message>
    <message>
        <source>Cost a month</source>
        <translation>Cost pe lună</translation>
    </message>
    <message>
        <source>Or buy a card</source>
        <translation>Sau cumpărați o placă</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>Purchase price:</source>
        <translation>Preț de cumpărare:</translation>
    </message>
    <message>
        <source>Resale value:</source>
        <translation>Valoare la revânzare:</translation>
    </message>
    <message>
        <source>Sold after (months):</source>
        <translation>Vândută după (luni):</translation>
    </message>
    <message>
        <source>Power draw (W):</source>
        <translation>Consum (W):</translation>
    </message>
    <message>
        <source>Electricity per kWh:</source>
        <translation>Energie pe kWh:</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportă CSV…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Exportă PDF…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message numerus="yes">
        <source>Owning does not pay off within the card&apos;s life of %Ln month(s).</source>
        <translation>
            <numerusform>Cumpărarea nu se amortizează în durata de viață a plăcii, de %Ln lună.</numerusform>
            <numerusform>Cumpărarea nu se amortizează în durata de viață a plăcii, de %Ln luni.</numerusform>
            <numerusform>Cumpărarea nu se amortizează în durata de viață a plăcii, de %Ln de luni.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::PlanEditor</name>
    <message numerus="yes">
        <source>%1, %2: %n session(s) a month, %3 min each</source>
        <translation>
            <numerusform>%1, %2: %Ln sesiune pe lună, de %3 min fiecare</numerusform>
            <numerusform>%1, %2: %Ln sesiuni pe lună, de %3 min fiecare</numerusform>
            <numerusform>%1, %2: %Ln de sesiuni pe lună, de %3 min fiecare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %Ln image(s)</source>
        <translation>
            <numerusform>%1, %2: %Ln imagine</numerusform>
            <numerusform>%1, %2: %Ln imagini</numerusform>
            <numerusform>%1, %2: %Ln de imagini</numerusform>
        </translation>
    </message>
    <message>
        <source> within %1 h</source>
        <translation> în %1 h</translation>
    </message>
    <message>
        <source>%1, on spot</source>
        <translation>%1, pe spot</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %Ln step(s)</source>
        <translation>
            <numerusform>%1, %2: %Ln pas</numerusform>
            <numerusform>%1, %2: %Ln pași</numerusform>
            <numerusform>%1, %2: %Ln de pași</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan name:</source>
        <translation>Numele planului:</translation>
    </message>
    <message>
        <source>Monthly budget:</source>
        <translation>Buget lunar:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>niciunul</translation>
    </message>
    <message>
        <source>Provider:</source>
        <translation>Furnizor:</translation>
    </message>
    <message>
        <source>Cheapest mix of providers</source>
        <translation>Cea mai ieftină combinație de furnizori</translation>
    </message>
    <message>
        <source>Workloads of the month:</source>
        <translation>Sarcinile de lucru ale lunii:</translation>
    </message>
    <message>
        <source>Add workload</source>
        <translation>Adaugă o sarcină de lucru</translation>
    </message>
    <message>
        <source>Remove workload</source>
        <translation>Elimină sarcina de lucru</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>Activitate:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Model:</translation>
    </message>
    <message>
        <source>Sessions a month:</source>
        <translation>Sesiuni pe lună:</translation>
    </message>
    <message>
        <source>Minutes per session:</source>
        <translation>Minute pe sesiune:</translation>
    </message>
    <message>
        <source>Images:</source>
        <translation>Imagini:</translation>
    </message>
    <message>
        <source>Deadline (hours):</source>
        <translation>Termen-limită (ore):</translation>
    </message>
    <message>
        <source>Training steps:</source>
        <translation>Pași de antrenare:</translation>
    </message>
    <message>
        <source>Allow spot instances</source>
        <translation>Permite instanțe spot</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation> până la %1</translation>
    </message>
</context>
<context>
    <name>ui::PlanPage</name>
    <message>
        <source>Plan the month</source>
        <translation>Planificarea lunii</translation>
    </message>
    <message>
        <source>Several workloads placed on offers together, storage counted once per provider. Finish saves the plan and shows its monthly bill against one provider and against buying a card.</source>
        <translation>Mai multe sarcini de lucru așezate împreună pe oferte, stocarea socotită o dată pe furnizor. „Termină” salvează planul și îi arată factura lunară față de un singur furnizor și față de cumpărarea unei plăci.</translation>
    </message>
    <message>
        <source>Explore on demand, render on spot</source>
        <translation>Explorați la cerere, randați pe spot</translation>
    </message>
    <message>
        <source>The article&apos;s advice: interactive sessions on demand three evenings a week, the bulk render on spot, a LoRA a month.</source>
        <translation>Sfatul articolului: sesiuni interactive la cerere trei seri pe săptămână, randarea în masă pe spot, un LoRA pe lună.</translation>
    </message>
</context>
<context>
    <name>ui::PreferencesPage</name>
    <message>
        <source>Preferences</source>
        <translation>Preferințe</translation>
    </message>
    <message>
        <source>What you accept. Offers outside these limits stay visible and are flagged.</source>
        <translation>Ce acceptați. Ofertele din afara acestor limite rămân vizibile și sunt marcate.</translation>
    </message>
    <message>
        <source>Allow &amp;spot (interruptible) instances</source>
        <translation>Permite instanțe &amp;spot (întreruptibile)</translation>
    </message>
    <message>
        <source>Allow spot instances</source>
        <translation>Permite instanțe spot</translation>
    </message>
    <message>
        <source>Spot prices apply to batch jobs and training runs only. Your task is interactive, so sessions are priced on demand whatever you choose here.</source>
        <translation>Prețurile spot se aplică doar lucrărilor în lot și rulărilor de antrenare. Activitatea dumneavoastră este interactivă, deci sesiunile sunt evaluate la prețul la cerere, indiferent ce alegeți aici.</translation>
    </message>
    <message>
        <source>Spot prices apply to batch jobs and training runs only. The cost then includes the expected interruptions and the time to resume after each.</source>
        <translation>Prețurile spot se aplică doar lucrărilor în lot și rulărilor de antrenare. Costul include atunci întreruperile estimate și timpul de reluare după fiecare.</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>fără buget</translation>
    </message>
    <message>
        <source>The most you want to pay a month. Offers above it are marked over budget.</source>
        <translation>Cât doriți să plătiți cel mult pe lună. Ofertele peste această sumă sunt marcate ca peste buget.</translation>
    </message>
    <message>
        <source>The most you want to pay for the whole job. Offers above it are marked over budget.</source>
        <translation>Cât doriți să plătiți cel mult pentru întreaga lucrare. Ofertele peste această sumă sunt marcate ca peste buget.</translation>
    </message>
    <message>
        <source>The most you want to pay for the training run. Offers above it are marked over budget.</source>
        <translation>Cât doriți să plătiți cel mult pentru rularea de antrenare. Ofertele peste această sumă sunt marcate ca peste buget.</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>&amp;Regiune:</translation>
    </message>
    <message>
        <source>any region</source>
        <translation>orice regiune</translation>
    </message>
    <message>
        <source>B&amp;udget (USD):</source>
        <translation>&amp;Buget (USD):</translation>
    </message>
</context>
<context>
    <name>ui::PriceHistoryView</name>
    <message>
        <source>On-demand</source>
        <translation>La cerere</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>One observation so far: each catalog update adds the prices it brings.</source>
        <translation>Deocamdată o singură observație: fiecare actualizare a catalogului adaugă prețurile pe care le aduce.</translation>
    </message>
    <message numerus="yes">
        <source>%n observation(s) of this offer&apos;s price.</source>
        <translation>
            <numerusform>%Ln observație a prețului acestei oferte.</numerusform>
            <numerusform>%Ln observații ale prețului acestei oferte.</numerusform>
            <numerusform>%Ln de observații ale prețului acestei oferte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>%1 pe oră</translation>
    </message>
</context>
<context>
    <name>ui::RangeFilters</name>
    <message>
        <source>Ranges</source>
        <translation>Intervale</translation>
    </message>
    <message>
        <source>$ per &amp;1,000 images:</source>
        <translation>$ per &amp;1.000 de imagini:</translation>
    </message>
    <message>
        <source>&amp;Total cost ($):</source>
        <translation>Cost &amp;total ($):</translation>
    </message>
    <message>
        <source>&amp;Price ($/h):</source>
        <translation>Preț ($/&amp;h):</translation>
    </message>
    <message>
        <source>–</source>
        <comment>a range: from – to</comment>
        <translation>–</translation>
    </message>
    <message>
        <source>any</source>
        <translation>oricât</translation>
    </message>
    <message>
        <source>%1, from</source>
        <translation>%1, de la</translation>
    </message>
    <message>
        <source>%1, to</source>
        <translation>%1, până la</translation>
    </message>
    <message>
        <source>Secon&amp;ds per step:</source>
        <translation>Sec&amp;unde pe pas:</translation>
    </message>
    <message>
        <source>Secon&amp;ds per image:</source>
        <translation>Sec&amp;unde pe imagine:</translation>
    </message>
    <message>
        <source>Data age (days):</source>
        <translation>Vechimea datelor (zile):</translation>
    </message>
    <message>
        <source>VRAM (&amp;GB):</source>
        <translation>VRAM (G&amp;B):</translation>
    </message>
</context>
<context>
    <name>ui::RentOrBuyChart</name>
    <message>
        <source>Cumulative cost, US dollars</source>
        <translation>Cost cumulat, dolari SUA</translation>
    </message>
    <message>
        <source>Renting the plan</source>
        <translation>Închirierea planului</translation>
    </message>
    <message>
        <source>Owning the card</source>
        <translation>Placa proprie</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Luni</translation>
    </message>
    <message>
        <source>Cumulative cost of renting against owning</source>
        <translation>Costul cumulat al închirierii față de placa proprie</translation>
    </message>
</context>
<context>
    <name>ui::SavedWorkloadsMenu</name>
    <message>
        <source>No saved workloads</source>
        <translation>Nicio sarcină de lucru salvată</translation>
    </message>
    <message>
        <source>Saved workloads</source>
        <translation>Sarcini de lucru salvate</translation>
    </message>
</context>
<context>
    <name>ui::ShortlistModel</name>
    <message>
        <source>This offer is no longer in the catalog.</source>
        <translation>Această ofertă nu mai este în catalog.</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Ofertă</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notă</translation>
    </message>
    <message>
        <source>The workload does not fit in this GPU&apos;s memory.</source>
        <translation>Sarcina nu încape în memoria acestui GPU.</translation>
    </message>
    <message>
        <source>%1 (no longer offered)</source>
        <translation>%1 (nu se mai oferă)</translation>
    </message>
    <message>
        <source>%1 (does not fit)</source>
        <comment>offer name</comment>
        <translation>%1 (nu încape)</translation>
    </message>
</context>
<context>
    <name>ui::ShortlistPanel</name>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Elimină</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Co&amp;mpară</translation>
    </message>
    <message>
        <source>Shortlist</source>
        <translation>Listă scurtă</translation>
    </message>
    <message>
        <source>Your shortlist is empty. Star offers in the table (tick their box in the star column, or press Ctrl+D) to keep them here.</source>
        <translation>Lista scurtă este goală. Marcați cu stea oferte din tabel (bifați căsuța lor din coloana cu stea sau apăsați Ctrl+D) pentru a le păstra aici.</translation>
    </message>
    <message>
        <source>Compare the selected offers, or the whole shortlist.</source>
        <translation>Comparați ofertele selectate sau toată lista scurtă.</translation>
    </message>
    <message>
        <source>A shortlist needs a name: type one, or press Escape to keep “%1”.</source>
        <translation>O listă scurtă are nevoie de un nume: scrieți unul sau apăsați Escape pentru a păstra „%1”.</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>Rede&amp;numește…</translation>
    </message>
    <message>
        <source>Rename the shortlist</source>
        <translation>Redenumește lista scurtă</translation>
    </message>
    <message>
        <source>Shortlist name</source>
        <translation>Numele listei scurte</translation>
    </message>
</context>
<context>
    <name>ui::SpeedCostChart</name>
    <message>
        <source>No offers to chart yet.</source>
        <translation>Încă nu există oferte de afișat în grafic.</translation>
    </message>
    <message>
        <source>Cost of the training run (%1)</source>
        <translation>Costul rulării de antrenare (%1)</translation>
    </message>
    <message>
        <source>Seconds per training step</source>
        <translation>Secunde per pas de antrenare</translation>
    </message>
    <message>
        <source>Seconds per image</source>
        <translation>Secunde per imagine</translation>
    </message>
    <message>
        <source>%1
%2: %3
%4: %5 (%6)</source>
        <translation>%1
%2: %3
%4: %5 (%6)</translation>
    </message>
    <message>
        <source>None of the offers shown in the table has both a training speed and a cost.</source>
        <translation>Niciuna dintre ofertele afișate în tabel nu are atât viteză de antrenare, cât și cost.</translation>
    </message>
    <message>
        <source>None of the offers shown in the table has both a speed and a cost per image.</source>
        <translation>Niciuna dintre ofertele afișate în tabel nu are atât viteză, cât și cost per imagine.</translation>
    </message>
    <message>
        <source>Pareto frontier (nothing is both cheaper and faster)</source>
        <translation>Frontiera Pareto (nicio ofertă nu e în același timp mai ieftină și mai rapidă)</translation>
    </message>
    <message>
        <source>Training speed against cost, on log scales: lower left is better</source>
        <translation>Viteza de antrenare în raport cu costul, pe scări logaritmice: mai jos și mai la stânga este mai bine</translation>
    </message>
    <message>
        <source>Speed against cost, on log scales: lower left is better</source>
        <translation>Viteza în raport cu costul, pe scări logaritmice: mai jos și mai la stânga este mai bine</translation>
    </message>
    <message numerus="yes">
        <source>Cost per %Ln image(s), compute only (%1)</source>
        <translation>
            <numerusform>Cost la %Ln imagine, doar calcul (%1)</numerusform>
            <numerusform>Cost la %Ln imagini, doar calcul (%1)</numerusform>
            <numerusform>Cost la %Ln de imagini, doar calcul (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::SpotChart</name>
    <message>
        <source>No offers to chart yet.</source>
        <translation>Încă nu există oferte de afișat în grafic.</translation>
    </message>
    <message>
        <source>None of the offers shown in the table has a spot price.</source>
        <translation>Niciuna dintre ofertele afișate în tabel nu are preț spot.</translation>
    </message>
    <message>
        <source>None of the offers shown in the table with a spot price can run this workload.</source>
        <translation>Niciuna dintre ofertele cu preț spot afișate în tabel nu poate rula această sarcină de lucru.</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>La cerere</translation>
    </message>
    <message>
        <source>Spot, expected interruptions included</source>
        <translation>Spot, cu întreruperile estimate incluse</translation>
    </message>
    <message>
        <source>%1
On demand: %2
Spot: %3</source>
        <translation>%1
La cerere: %2
Spot: %3</translation>
    </message>
    <message>
        <source>Cost of the job (%1)</source>
        <translation>Costul lucrării (%1)</translation>
    </message>
    <message numerus="yes">
        <source>A batch of %Ln image(s): on demand against spot</source>
        <translation>
            <numerusform>Un lot de %Ln imagine: prețul la cerere față de spot</numerusform>
            <numerusform>Un lot de %Ln imagini: prețul la cerere față de spot</numerusform>
            <numerusform>Un lot de %Ln de imagini: prețul la cerere față de spot</numerusform>
        </translation>
    </message>
    <message>
        <source>The training run: on demand against spot</source>
        <translation>Rularea de antrenare: prețul la cerere față de spot</translation>
    </message>
</context>
<context>
    <name>ui::StalePricesBar</name>
    <message>
        <source>&amp;Update prices now</source>
        <translation>Actuali&amp;zează prețurile acum</translation>
    </message>
    <message>
        <source>Fetch the current prices from every public source (File → Update prices).</source>
        <translation>Aduce prețurile curente de la fiecare sursă publică (Fișier → Actualizează prețurile).</translation>
    </message>
    <message>
        <source>Hide this message until the next start</source>
        <translation>Ascunde acest mesaj până la următoarea pornire</translation>
    </message>
    <message>
        <source>None of these prices carries a date: they may not be what the providers charge today.</source>
        <translation>Niciunul dintre aceste prețuri nu are o dată: este posibil să nu fie ce cer furnizorii astăzi.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln zi</numerusform>
            <numerusform>%Ln zile</numerusform>
            <numerusform>%Ln de zile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These prices are old: half of them are at least %Ln day(s) old, and %1 % are older than %2.</source>
        <translation>
            <numerusform>Aceste prețuri sunt vechi: jumătate dintre ele au cel puțin %Ln zi, iar %1 % sunt mai vechi de %2.</numerusform>
            <numerusform>Aceste prețuri sunt vechi: jumătate dintre ele au cel puțin %Ln zile, iar %1 % sunt mai vechi de %2.</numerusform>
            <numerusform>Aceste prețuri sunt vechi: jumătate dintre ele au cel puțin %Ln de zile, iar %1 % sunt mai vechi de %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>They may not be what the providers charge today.</source>
        <translation>Este posibil să nu fie ce cer furnizorii astăzi.</translation>
    </message>
</context>
<context>
    <name>ui::SummaryPage</name>
    <message>
        <source>Summary</source>
        <translation>Rezumat</translation>
    </message>
    <message>
        <source>Finish to compute every offer for this workload. You can change it later in the bar above the table.</source>
        <translation>Apăsați Termină pentru a calcula toate ofertele pentru această sarcină de lucru. O puteți modifica ulterior în bara de deasupra tabelului.</translation>
    </message>
    <message>
        <source>Workload summary</source>
        <translation>Rezumatul sarcinii de lucru</translation>
    </message>
    <message numerus="yes">
        <source>Model: %1, images of %2 × %3 pixels, %Ln denoising step(s), batch of %4, in %5.</source>
        <translation>
            <numerusform>Model: %1, imagini de %2 × %3 pixeli, %Ln pas de eliminare a zgomotului, lot de %4, în %5.</numerusform>
            <numerusform>Model: %1, imagini de %2 × %3 pixeli, %Ln pași de eliminare a zgomotului, lot de %4, în %5.</numerusform>
            <numerusform>Model: %1, imagini de %2 × %3 pixeli, %Ln de pași de eliminare a zgomotului, lot de %4, în %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>For each offer GPU Scout computes the seconds per image and the monthly bill, with the boot and model load of every session, the provider&apos;s billing rounding and storage.</source>
        <translation>Pentru fiecare ofertă, GPU Scout calculează secundele per imagine și factura lunară, cu pornirea și încărcarea modelului la fiecare sesiune, rotunjirea facturării furnizorului și stocarea.</translation>
    </message>
    <message numerus="yes">
        <source>Batch rendering: %Ln image(s), with no deadline.</source>
        <translation>
            <numerusform>Randare în lot: %Ln imagine, fără termen-limită.</numerusform>
            <numerusform>Randare în lot: %Ln imagini, fără termen-limită.</numerusform>
            <numerusform>Randare în lot: %Ln de imagini, fără termen-limită.</numerusform>
        </translation>
    </message>
    <message>
        <source>For each offer GPU Scout computes the images per hour and the cost of the whole job, spread over as many instances as the deadline needs, each with its own cold start.</source>
        <translation>Pentru fiecare ofertă, GPU Scout calculează imaginile pe oră și costul întregii lucrări, distribuite pe atâtea instanțe câte cere termenul-limită, fiecare cu propria pornire la rece.</translation>
    </message>
    <message>
        <source>For each offer GPU Scout computes the images per hour and the cost of the whole job on one instance, cold start included.</source>
        <translation>Pentru fiecare ofertă, GPU Scout calculează imaginile pe oră și costul întregii lucrări pe o singură instanță, inclusiv pornirea la rece.</translation>
    </message>
    <message numerus="yes">
        <source>LoRA training: %Ln optimizer step(s) with %1.</source>
        <translation>
            <numerusform>Antrenare LoRA: %Ln pas de optimizare cu %1.</numerusform>
            <numerusform>Antrenare LoRA: %Ln pași de optimizare cu %1.</numerusform>
            <numerusform>Antrenare LoRA: %Ln de pași de optimizare cu %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Full fine-tune: %Ln optimizer step(s) with %1.</source>
        <translation>
            <numerusform>Ajustare fină completă: %Ln pas de optimizare cu %1.</numerusform>
            <numerusform>Ajustare fină completă: %Ln pași de optimizare cu %1.</numerusform>
            <numerusform>Ajustare fină completă: %Ln de pași de optimizare cu %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Gradient checkpointing is on: less memory, somewhat slower steps.</source>
        <translation>Gradient checkpointing este activat: mai puțină memorie, pași ceva mai lenți.</translation>
    </message>
    <message>
        <source>Gradient checkpointing is off: faster steps, more memory.</source>
        <translation>Gradient checkpointing este dezactivat: pași mai rapizi, mai multă memorie.</translation>
    </message>
    <message>
        <source>For each offer GPU Scout computes whether training fits in one GPU&apos;s memory with headroom, the seconds per step and the cost of the run.</source>
        <translation>Pentru fiecare ofertă, GPU Scout calculează dacă antrenarea încape în memoria unui GPU cu rezervă, secundele per pas și costul rulării.</translation>
    </message>
    <message>
        <source>Spot is allowed, but interactive sessions are always priced on demand.</source>
        <translation>Spot este permis, dar sesiunile interactive sunt evaluate întotdeauna la prețul la cerere.</translation>
    </message>
    <message>
        <source>Only on-demand prices are used.</source>
        <translation>Se folosesc doar prețurile la cerere.</translation>
    </message>
    <message>
        <source>Spot prices are used where offered, with the expected cost of interruptions.</source>
        <translation>Prețurile spot se folosesc acolo unde sunt oferite, cu costul estimat al întreruperilor.</translation>
    </message>
    <message>
        <source>Offers costing more than %1 are marked over budget.</source>
        <translation>Ofertele care costă mai mult de %1 sunt marcate ca peste buget.</translation>
    </message>
    <message>
        <source>No budget limit.</source>
        <translation>Fără limită de buget.</translation>
    </message>
    <message>
        <source>Any region.</source>
        <translation>Orice regiune.</translation>
    </message>
    <message>
        <source>Region: %1.</source>
        <translation>Regiune: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Model: %1, videos of %2 at %3 × %4 pixels, %Ln denoising step(s), batch of %5, in %6.</source>
        <translation>
            <numerusform>Model: %1, videoclipuri de %2 la %3 × %4 pixeli, %Ln pas de eliminare a zgomotului, lot de %5, în %6.</numerusform>
            <numerusform>Model: %1, videoclipuri de %2 la %3 × %4 pixeli, %Ln pași de eliminare a zgomotului, lot de %5, în %6.</numerusform>
            <numerusform>Model: %1, videoclipuri de %2 la %3 × %4 pixeli, %Ln de pași de eliminare a zgomotului, lot de %5, în %6.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln frame(s)</source>
        <translation>
            <numerusform>%Ln cadru</numerusform>
            <numerusform>%Ln cadre</numerusform>
            <numerusform>%Ln de cadre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Interactive sessions: %Ln session(s) a month of %1 each.</source>
        <translation>
            <numerusform>Sesiuni interactive: %Ln sesiune pe lună a câte %1.</numerusform>
            <numerusform>Sesiuni interactive: %Ln sesiuni pe lună a câte %1.</numerusform>
            <numerusform>Sesiuni interactive: %Ln de sesiuni pe lună a câte %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Batch rendering: %Ln image(s), finished within %1.</source>
        <translation>
            <numerusform>Randare în lot: %Ln imagine, terminată în %1.</numerusform>
            <numerusform>Randare în lot: %Ln imagini, terminate în %1.</numerusform>
            <numerusform>Randare în lot: %Ln de imagini, terminate în %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>in FP8</source>
        <translation>în FP8</translation>
    </message>
    <message>
        <source>in 16 bits</source>
        <translation>pe 16 biți</translation>
    </message>
    <message>
        <source>Text encoders %1, offloaded once the prompt is encoded.</source>
        <translation>Encodere de text %1, scoase din GPU după codificarea promptului.</translation>
    </message>
    <message>
        <source>Text encoders %1, kept on the card beside the model.</source>
        <translation>Encodere de text %1, păstrate pe placă lângă model.</translation>
    </message>
    <message numerus="yes">
        <source>Interactive sessions: %Ln session(s) a week of %1 each (%2).</source>
        <translation>
            <numerusform>Sesiuni interactive: %Ln sesiune pe săptămână, de %1 fiecare (%2).</numerusform>
            <numerusform>Sesiuni interactive: %Ln sesiuni pe săptămână, de %1 fiecare (%2).</numerusform>
            <numerusform>Sesiuni interactive: %Ln de sesiuni pe săptămână, de %1 fiecare (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln session(s) a month</source>
        <translation>
            <numerusform>%Ln sesiune pe lună</numerusform>
            <numerusform>%Ln sesiuni pe lună</numerusform>
            <numerusform>%Ln de sesiuni pe lună</numerusform>
        </translation>
    </message>
    <message>
        <source>LoRA training: a run of %1 on each offer with %2; the steps follow from its speed.</source>
        <translation>Antrenare LoRA: o rulare de %1 pe fiecare ofertă, cu %2; pașii rezultă din viteza ei.</translation>
    </message>
    <message>
        <source>Full fine-tune: a run of %1 on each offer with %2; the steps follow from its speed.</source>
        <translation>Ajustare fină completă: o rulare de %1 pe fiecare ofertă, cu %2; pașii rezultă din viteza ei.</translation>
    </message>
    <message numerus="yes">
        <source>Batch rendering: %Ln image(s), finished by %1.</source>
        <translation>
            <numerusform>Randare în lot: %Ln imagine, terminată până la %1.</numerusform>
            <numerusform>Randare în lot: %Ln imagini, terminate până la %1.</numerusform>
            <numerusform>Randare în lot: %Ln de imagini, terminate până la %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>An image should be ready within %1; slower offers rank lower.</source>
        <translation>O imagine ar trebui să fie gata în %1; ofertele mai lente sunt clasate mai jos.</translation>
    </message>
</context>
<context>
    <name>ui::TaskPage</name>
    <message>
        <source>What will you do?</source>
        <translation>Ce veți face?</translation>
    </message>
    <message>
        <source>The task decides what an offer is measured by: a monthly bill, a job or a training run.</source>
        <translation>Activitatea stabilește după ce se măsoară o ofertă: o factură lunară, o lucrare sau o rulare de antrenare.</translation>
    </message>
    <message>
        <source>&amp;Interactive sessions</source>
        <translation>Sesiuni &amp;interactive</translation>
    </message>
    <message>
        <source>Work in a web UI or notebook one image at a time; latency and the monthly bill matter.</source>
        <translation>Lucrați într-o interfață web sau într-un notebook, câte o imagine pe rând; contează latența și factura lunară.</translation>
    </message>
    <message>
        <source>Ba&amp;tch rendering</source>
        <translation>Randare în &amp;lot</translation>
    </message>
    <message>
        <source>Render many images unattended; cost per image and time to finish matter.</source>
        <translation>Randați multe imagini nesupravegheat; contează costul per imagine și timpul până la terminare.</translation>
    </message>
    <message>
        <source>&amp;LoRA training</source>
        <translation>Antrenare Lo&amp;RA</translation>
    </message>
    <message>
        <source>Train a small adapter on top of the model; needs more memory than generating.</source>
        <translation>Antrenați un adaptor mic peste model; necesită mai multă memorie decât generarea.</translation>
    </message>
    <message>
        <source>F&amp;ull fine-tune</source>
        <translation>Ajustare fină &amp;completă</translation>
    </message>
    <message>
        <source>Train all of the model&apos;s weights; needs large-memory data-centre GPUs with BF16.</source>
        <translation>Antrenați toate ponderile modelului; necesită GPU-uri de centru de date cu multă memorie și BF16.</translation>
    </message>
    <message>
        <source>Or start from a typical user</source>
        <translation>Sau porniți de la un utilizator tipic</translation>
    </message>
    <message>
        <source>A plan of &amp;several workloads</source>
        <translation>Un plan cu &amp;mai multe sarcini de lucru</translation>
    </message>
    <message>
        <source>A month of sessions, renders and training together, such as “Explore on demand, render on spot”: the next page edits them.</source>
        <translation>O lună de sesiuni, randări și antrenări împreună, cum ar fi „Explorați la cerere, randați pe spot”: pagina următoare le editează.</translation>
    </message>
</context>
<context>
    <name>ui::UpdateDialog</name>
    <message>
        <source>Updated</source>
        <translation>Actualizat</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>La zi</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Anulat</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Eșuat</translation>
    </message>
    <message>
        <source>You appear to be offline.</source>
        <translation>Se pare că sunteți offline.</translation>
    </message>
    <message>
        <source>%1 refused: too many requests, try again in a minute.</source>
        <translation>%1 a refuzat: prea multe cereri, încercați din nou peste un minut.</translation>
    </message>
    <message>
        <source>%1 took too long to answer.</source>
        <translation>%1 a răspuns prea încet.</translation>
    </message>
    <message>
        <source>Update prices</source>
        <translation>Actualizează prețurile</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Sursă</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stare</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Ce s-a schimbat</translation>
    </message>
    <message numerus="yes">
        <source>Fetching %n source(s)…</source>
        <translation>
            <numerusform>Se aduce %Ln sursă…</numerusform>
            <numerusform>Se aduc %Ln surse…</numerusform>
            <numerusform>Se aduc %Ln de surse…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) had not changed.</source>
        <translation>
            <numerusform>%Ln sursă nu s-a schimbat.</numerusform>
            <numerusform>%Ln surse nu s-au schimbat.</numerusform>
            <numerusform>%Ln de surse nu s-au schimbat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) failed and changed nothing; the others were applied.</source>
        <translation>
            <numerusform>%Ln sursă a eșuat și nu a schimbat nimic; celelalte au fost aplicate.</numerusform>
            <numerusform>%Ln surse au eșuat și nu au schimbat nimic; celelalte au fost aplicate.</numerusform>
            <numerusform>%Ln de surse au eșuat și nu au schimbat nimic; celelalte au fost aplicate.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3.</source>
        <translation>%1, %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln price(s) changed</source>
        <translation>
            <numerusform>%Ln preț schimbat</numerusform>
            <numerusform>%Ln prețuri schimbate</numerusform>
            <numerusform>%Ln de prețuri schimbate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new offer(s)</source>
        <translation>
            <numerusform>%Ln ofertă nouă</numerusform>
            <numerusform>%Ln oferte noi</numerusform>
            <numerusform>%Ln de oferte noi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln no longer listed</source>
        <translation>
            <numerusform>%Ln care nu mai este listată</numerusform>
            <numerusform>%Ln care nu mai sunt listate</numerusform>
            <numerusform>%Ln de oferte care nu mai sunt listate</numerusform>
        </translation>
    </message>
    <message>
        <source>Held back</source>
        <translation>Reținută</translation>
    </message>
    <message>
        <source>&amp;Apply anyway</source>
        <translation>&amp;Aplică oricum</translation>
    </message>
    <message>
        <source>Fetch these sources again and store their answers although they change the catalog more than an update usually does.</source>
        <translation>Aduce din nou aceste surse și salvează răspunsurile lor, deși schimbă catalogul mai mult decât o face de obicei o actualizare.</translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) held back: the answer changes the catalog more than an update usually does (listed above); nothing of it was stored.</source>
        <translation>
            <numerusform>%Ln sursă reținută: răspunsul ei schimbă catalogul mai mult decât o actualizare obișnuită (vezi mai sus); nimic din el nu a fost salvat.</numerusform>
            <numerusform>%Ln surse reținute: răspunsurile lor schimbă catalogul mai mult decât o actualizare obișnuită (vezi mai sus); nimic din ele nu a fost salvat.</numerusform>
            <numerusform>%Ln de surse reținute: răspunsurile lor schimbă catalogul mai mult decât o actualizare obișnuită (vezi mai sus); nimic din ele nu a fost salvat.</numerusform>
        </translation>
    </message>
    <message>
        <source>Merging and storing the prices…</source>
        <translation>Se combină și se salvează prețurile…</translation>
    </message>
</context>
<context>
    <name>ui::VolumePage</name>
    <message>
        <source>How much you work</source>
        <translation>Cât lucrați</translation>
    </message>
    <message>
        <source>Each session is billed on its own: boot, model load and the provider&apos;s rounding included.</source>
        <translation>Fiecare sesiune este facturată separat, inclusiv pornirea, încărcarea modelului și rotunjirea furnizorului.</translation>
    </message>
    <message>
        <source>How many images</source>
        <translation>Câte imagini</translation>
    </message>
    <message>
        <source>A job may spread over several independent instances to finish in time.</source>
        <translation>O lucrare se poate distribui pe mai multe instanțe independente pentru a se termina la timp.</translation>
    </message>
    <message>
        <source>How long you train</source>
        <translation>Cât timp antrenați</translation>
    </message>
    <message>
        <source>Training memory depends on these options as much as on the model.</source>
        <translation>Memoria pentru antrenare depinde de aceste opțiuni la fel de mult ca de model.</translation>
    </message>
    <message>
        <source>&amp;Minutes per session:</source>
        <translation>&amp;Minute per sesiune:</translation>
    </message>
    <message>
        <source>&amp;Images to render:</source>
        <translation>&amp;Imagini de randat:</translation>
    </message>
    <message>
        <source>&amp;Gradient checkpointing</source>
        <translation>&amp;Gradient checkpointing</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>Gradient checkpointing</translation>
    </message>
    <message>
        <source>Recomputes activations in the backward pass instead of keeping them: much less memory, somewhat slower steps.</source>
        <translation>Recalculează activările în trecerea înapoi în loc să le păstreze: mult mai puțină memorie, pași ceva mai lenți.</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>&amp;Optimizator:</translation>
    </message>
    <message>
        <source>Keeps two full-precision moments per trained weight: the most memory, the usual reference.</source>
        <translation>Păstrează două momente de precizie completă per pondere antrenată: cea mai multă memorie, referința obișnuită.</translation>
    </message>
    <message>
        <source>Keeps the same moments in 8 bits: about three quarters less optimizer memory, quality close to AdamW.</source>
        <translation>Păstrează aceleași momente pe 8 biți: cu aproximativ trei sferturi mai puțină memorie pentru optimizator, calitate apropiată de AdamW.</translation>
    </message>
    <message>
        <source>Keeps only factored second moments: the least optimizer memory, often used for full fine-tunes on 24 GB cards.</source>
        <translation>Păstrează doar momente de ordinul doi factorizate: cea mai puțină memorie pentru optimizator, folosit des pentru ajustări fine complete pe plăci de 24 GB.</translation>
    </message>
    <message>
        <source>Acceptable &amp;wait per image:</source>
        <translation>&amp;Așteptare acceptată pe imagine:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The longest you accept to wait for one image: slower offers rank after every offer within it.</source>
        <translation>Cel mai mult cât acceptați să așteptați o imagine: ofertele mai lente se clasează după toate cele care se încadrează.</translation>
    </message>
    <message>
        <source>&amp;Sessions:</source>
        <translation>&amp;Sesiuni:</translation>
    </message>
    <message>
        <source>a week</source>
        <comment>sessions a week</comment>
        <translation>pe săptămână</translation>
    </message>
    <message>
        <source>a month</source>
        <comment>sessions a month</comment>
        <translation>pe lună</translation>
    </message>
    <message>
        <source>Sessions counted per</source>
        <translation>Sesiuni numărate pe</translation>
    </message>
    <message>
        <source>Finish by a deadline</source>
        <translation>Gata până la un termen-limită</translation>
    </message>
    <message>
        <source>Deadline, date and time</source>
        <translation>Termen-limită, dată și oră</translation>
    </message>
    <message>
        <source>Unticked: one instance, for as long as it takes. With a deadline the job spreads over as many instances as it needs.</source>
        <translation>Nebifat: o instanță, cât durează. Cu termen-limită, lucrarea se distribuie pe câte instanțe are nevoie.</translation>
    </message>
    <message>
        <source>&amp;Training run:</source>
        <translation>&amp;Rulare de antrenare:</translation>
    </message>
    <message>
        <source>steps</source>
        <comment>a training run given in steps</comment>
        <translation>pași</translation>
    </message>
    <message>
        <source>hours</source>
        <comment>a training run given in hours</comment>
        <translation>ore</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>Pași de antrenare</translation>
    </message>
    <message>
        <source>Training hours</source>
        <translation>Ore de antrenare</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>A run of this many hours on each offer: the steps follow from its speed, the cost from its price.</source>
        <translation>O rulare de atâtea ore pe fiecare ofertă: pașii rezultă din viteza ei, costul din prețul ei.</translation>
    </message>
    <message>
        <source>Finish b&amp;y:</source>
        <translation>&amp;Gata până la:</translation>
    </message>
</context>
<context>
    <name>ui::WorkloadBar</name>
    <message>
        <source>Task</source>
        <translation>Activitate</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precizie</translation>
    </message>
    <message>
        <source>&amp;Batch:</source>
        <translation>L&amp;ot:</translation>
    </message>
    <message>
        <source>&amp;Images:</source>
        <translation>Imagi&amp;ni:</translation>
    </message>
    <message>
        <source>Use spot prices for batch and training work, with the expected cost of interruptions.</source>
        <translation>Folosește prețuri spot pentru loturi și antrenare, cu costul estimat al întreruperilor.</translation>
    </message>
    <message>
        <source>Saved workloads</source>
        <translation>Sarcini de lucru salvate</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <comment>task: model and quality — volume</comment>
        <translation>%1: %2 — %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln image(s)</source>
        <translation>
            <numerusform>%Ln imagine</numerusform>
            <numerusform>%Ln imagini</numerusform>
            <numerusform>%Ln de imagini</numerusform>
        </translation>
    </message>
    <message>
        <source>a week</source>
        <comment>sessions a week</comment>
        <translation>pe săptămână</translation>
    </message>
    <message>
        <source>a month</source>
        <comment>sessions a month</comment>
        <translation>pe lună</translation>
    </message>
    <message>
        <source>Sessions:</source>
        <translation>Sesiuni:</translation>
    </message>
    <message>
        <source>Sessions counted per</source>
        <translation>Sesiuni numărate pe</translation>
    </message>
    <message>
        <source>×</source>
        <comment>sessions × minutes</comment>
        <translation>×</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Wait ≤</source>
        <comment>acceptable wait per image</comment>
        <translation>Așteptare ≤</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The longest you accept to wait for one image: slower offers rank after every offer within it.</source>
        <translation>Cel mai mult cât acceptați să așteptați o imagine: ofertele mai lente se clasează după toate cele care se încadrează.</translation>
    </message>
    <message>
        <source>By:</source>
        <comment>a batch job&apos;s deadline</comment>
        <translation>Până la:</translation>
    </message>
    <message>
        <source>Finish the job by this date and time, on as many instances as it needs. Unticked: one instance, for as long as it takes.</source>
        <translation>Încheiați lucrarea până la această dată și oră, pe câte instanțe are nevoie. Nebifat: o instanță, cât durează.</translation>
    </message>
    <message>
        <source>Hours:</source>
        <comment>a training run given in hours</comment>
        <translation>Ore:</translation>
    </message>
    <message>
        <source>Training run given in</source>
        <translation>Rularea de antrenare dată în</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>Pași de antrenare</translation>
    </message>
    <message>
        <source>Training hours</source>
        <translation>Ore de antrenare</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>A run of this many hours on each offer: the steps follow from its speed, the cost from its price.</source>
        <translation>O rulare de atâtea ore pe fiecare ofertă: pașii rezultă din viteza ei, costul din prețul ei.</translation>
    </message>
    <message>
        <source>Text encoders</source>
        <translation>Encodere de text</translation>
    </message>
    <message>
        <source>Where the model&apos;s large text encoders (T5-XXL) live while images are made: it decides whether the model fits.</source>
        <translation>Unde stau encoderele de text mari ale modelului (T5-XXL) cât se generează imaginile: de asta depinde dacă modelul încape.</translation>
    </message>
    <message>
        <source>&amp;Offloaded after encoding the prompt</source>
        <translation>&amp;Descărcate după codificarea promptului</translation>
    </message>
    <message>
        <source>Stored in &amp;FP8</source>
        <translation>Stocate în &amp;FP8</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <comment>width×height</comment>
        <translation>%1×%2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>%Ln pas</numerusform>
            <numerusform>%Ln pași</numerusform>
            <numerusform>%Ln de pași</numerusform>
        </translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>lot %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln session(s) a week</source>
        <translation>
            <numerusform>%Ln sesiune pe săptămână</numerusform>
            <numerusform>%Ln sesiuni pe săptămână</numerusform>
            <numerusform>%Ln de sesiuni pe săptămână</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln session(s) a month</source>
        <translation>
            <numerusform>%Ln sesiune pe lună</numerusform>
            <numerusform>%Ln sesiuni pe lună</numerusform>
            <numerusform>%Ln de sesiuni pe lună</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 each</source>
        <comment>minutes per session</comment>
        <translation>de %1 fiecare</translation>
    </message>
    <message>
        <source>within %1</source>
        <comment>a batch job&apos;s deadline</comment>
        <translation>în %1</translation>
    </message>
    <message>
        <source>a run of %1</source>
        <comment>training run length</comment>
        <translation>o rulare de %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln training step(s)</source>
        <translation>
            <numerusform>%Ln pas de antrenare</numerusform>
            <numerusform>%Ln pași de antrenare</numerusform>
            <numerusform>%Ln de pași de antrenare</numerusform>
        </translation>
    </message>
    <message>
        <source>St&amp;eps:</source>
        <translation>Paș&amp;i:</translation>
    </message>
    <message>
        <source>Allow sp&amp;ot</source>
        <translation>&amp;Permite spot</translation>
    </message>
    <message>
        <source>Workload wi&amp;zard…</source>
        <translation>Asistent sarcină &amp;de lucru…</translation>
    </message>
    <message>
        <source>by %1</source>
        <comment>a batch job&apos;s deadline</comment>
        <translation>până la %1</translation>
    </message>
    <message>
        <source>Training steps:</source>
        <comment>a training run given in steps</comment>
        <translation>Pași de antrenare:</translation>
    </message>
    <message>
        <source>spot prices where offered</source>
        <translation>prețuri spot unde există</translation>
    </message>
    <message>
        <source>on-demand prices</source>
        <translation>prețuri la cerere</translation>
    </message>
</context>
<context>
    <name>ui::WorkloadPresets</name>
    <message>
        <source>Interactive &amp;creator</source>
        <translation>Cr&amp;eator interactiv</translation>
    </message>
    <message>
        <source>Batch &amp;producer</source>
        <translation>Pro&amp;ducător în loturi</translation>
    </message>
    <message>
        <source>T&amp;rainer</source>
        <translation>Antren&amp;or</translation>
    </message>
    <message>
        <source>SDXL at 1024 × 1024, 30 steps, batches of 4; 50,000 images within 72 hours, spot allowed.</source>
        <translation>SDXL la 1024 × 1024, 30 de pași, loturi de 4; 50.000 de imagini în 72 de ore, spot permis.</translation>
    </message>
    <message>
        <source>An SDXL LoRA: 2,000 steps in BF16 with gradient checkpointing and 8-bit AdamW.</source>
        <translation>O LoRA SDXL: 2.000 de pași în BF16 cu gradient checkpointing și AdamW pe 8 biți.</translation>
    </message>
    <message>
        <source>SDXL at 1024 × 1024, 30 steps, one image at a time; three evenings a week of an hour each (13 sessions a month).</source>
        <translation>SDXL la 1024 × 1024, 30 de pași, câte o imagine; trei seri pe săptămână, de câte o oră (13 sesiuni pe lună).</translation>
    </message>
</context>
<context>
    <name>ui::WorkloadUnits</name>
    <message numerus="yes">
        <source>= %Ln session(s) a month</source>
        <translation>
            <numerusform>= %Ln sesiune pe lună</numerusform>
            <numerusform>= %Ln sesiuni pe lună</numerusform>
            <numerusform>= %Ln de sesiuni pe lună</numerusform>
        </translation>
    </message>
    <message>
        <source>≈ %1 a week</source>
        <comment>sessions a week</comment>
        <translation>≈ %1 pe săptămână</translation>
    </message>
</context>
<context>
    <name>ui::WorkloadWizard</name>
    <message>
        <source>Workload</source>
        <translation>Sarcină de lucru</translation>
    </message>
</context>
</TS>
