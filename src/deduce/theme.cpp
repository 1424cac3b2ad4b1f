#include "gridforge/deduce/theme.hpp"

#include <algorithm>
#include <cassert>
#include <stdexcept>

#include "gridforge/deduce/board.hpp"

namespace gridforge::deduce {
namespace {

/// A profession as clues say it. The plural is written out: "fishermen", "witches", "police
/// officers" do not come from adding an "s".
struct ProfessionWords {
    std::string_view singular;
    std::string_view plural;
};

/// Every theme's professions in one list; a Person's profession is an index into it, so this order
/// is part of the puzzle (same seed, same cast): append, never reorder.
constexpr std::array<ProfessionWords, 46> kProfessions{{
    // everyday
    {"builder", "builders"}, {"clerk", "clerks"}, {"cook", "cooks"}, {"detective", "detectives"},
    {"doctor", "doctors"}, {"farmer", "farmers"}, {"firefighter", "firefighters"}, {"guard", "guards"},
    {"judge", "judges"}, {"mechanic", "mechanics"}, {"nurse", "nurses"}, {"painter", "painters"},
    {"pilot", "pilots"}, {"police officer", "police officers"}, {"postman", "postmen"},
    {"programmer", "programmers"}, {"singer", "singers"}, {"teacher", "teachers"},
    // village
    {"baker", "bakers"}, {"bard", "bards"}, {"blacksmith", "blacksmiths"}, {"carpenter", "carpenters"},
    {"fisherman", "fishermen"}, {"healer", "healers"}, {"herbalist", "herbalists"}, {"hunter", "hunters"},
    {"innkeeper", "innkeepers"}, {"knight", "knights"}, {"miller", "millers"}, {"potter", "potters"},
    {"shepherd", "shepherds"}, {"tailor", "tailors"}, {"weaver", "weavers"}, {"witch", "witches"},
    // station (cook and pilot are shared with everyday)
    {"astronomer", "astronomers"}, {"biologist", "biologists"}, {"botanist", "botanists"}, {"chemist", "chemists"},
    {"commander", "commanders"}, {"engineer", "engineers"}, {"geologist", "geologists"}, {"medic", "medics"},
    {"miner", "miners"}, {"navigator", "navigators"}, {"physicist", "physicists"}, {"technician", "technicians"},
}};

/// Spellings of the first catalogue (before themes), so that puzzle files written then still read.
constexpr std::array<std::pair<std::string_view, std::string_view>, 4> kOlderSpellings{{
    {"coder", "programmer"}, {"cop", "police officer"}, {"mech", "mechanic"}, {"sleuth", "detective"},
}};

int index_of(std::string_view word) {
    for (std::size_t i = 0; i < kProfessions.size(); ++i) {
        if (kProfessions[i].singular == word) return static_cast<int>(i);
    }
    return -1;
}

std::vector<int> professions_of(std::initializer_list<std::string_view> words) {
    std::vector<int> indices;
    for (std::string_view word : words) {
        const int index = index_of(word);
        assert(index >= 0 && "a theme names a profession missing from kProfessions");
        indices.push_back(index);
    }
    return indices;
}

std::vector<CastTheme> make_themes() {
    std::vector<CastTheme> themes;
    themes.push_back({"everyday", "first names of many origins; everyday jobs",
                      {{
                          {"Alice", "Adam", "Anna", "Amir", "Ava", "Arthur"},
                          {"Ben", "Bella", "Boris", "Bianca", "Bruno", "Beth"},
                          {"Cara", "Carl", "Chloe", "Chen", "Clara", "Colin"},
                          {"David", "Dora", "Diego", "Daisy", "Dev", "Dana"},
                          {"Ella", "Eric", "Emma", "Elias", "Eve", "Enzo"},
                          {"Frank", "Fiona", "Felix", "Fatima", "Finn", "Freya"},
                          {"Grace", "Gus", "Gina", "George", "Greta", "Gabriel"},
                          {"Hank", "Hazel", "Hugo", "Hana", "Harry", "Helen"},
                          {"Iris", "Ivan", "Ines", "Igor", "Isla", "Isaac"},
                          {"Julia", "Jack", "June", "Jonas", "Jade", "Jamal"},
                          {"Kate", "Karl", "Kim", "Kofi", "Kira", "Kevin"},
                          {"Liam", "Lena", "Leo", "Lucy", "Luis", "Layla"},
                          {"Mia", "Max", "Maya", "Marco", "Mona", "Milo"},
                          {"Nora", "Nick", "Nina", "Noah", "Nadia", "Ned"},
                          {"Olga", "Oscar", "Olivia", "Omar", "Opal", "Otto"},
                          {"Paul", "Pia", "Priya", "Pedro", "Petra", "Piet"},
                          {"Quinn", "Queenie", "Quentin", "Qiana", "Quincy", "Quilla"},
                          {"Ruth", "Ray", "Rosa", "Rami", "Rita", "Rohan"},
                          {"Sam", "Sue", "Sofia", "Sven", "Sara", "Sami"},
                          {"Tom", "Tina", "Tara", "Theo", "Tess", "Tariq"},
                          {"Uma", "Ugo", "Ursula", "Umar", "Una", "Uli"},
                          {"Vera", "Victor", "Vik", "Violet", "Vasco", "Vida"},
                          {"Will", "Wendy", "Wanda", "Wes", "Wei", "Willa"},
                          {"Xena", "Xavier", "Xia", "Ximena", "Xander", "Xiu"},
                          {"Yara", "Yuri", "Yusuf", "Yoko", "Yves", "Yasmin"},
                          {"Zoe", "Zack", "Zara", "Zane", "Zeke", "Zora"},
                      }},
                      professions_of({"builder", "clerk", "cook", "detective", "doctor", "farmer", "firefighter", "guard",
                                      "judge", "mechanic", "nurse", "painter", "pilot", "police officer", "postman",
                                      "programmer", "singer", "teacher"})});
    themes.push_back({"village", "a storybook village: old names, crafts and a knight or a witch",
                      {{
                          {"Aldric", "Agnes", "Alys", "Ambrose", "Ansel", "Avelina"},
                          {"Bertram", "Beatrix", "Baldwin", "Bryony", "Barnaby", "Blanche"},
                          {"Cedric", "Cecily", "Conrad", "Constance", "Crispin", "Clemence"},
                          {"Dunstan", "Delphine", "Drogo", "Dulcie", "Dorian", "Damaris"},
                          {"Edmund", "Elspeth", "Ebba", "Everard", "Edith", "Elric"},
                          {"Fulke", "Felicity", "Florian", "Fenella", "Falk", "Frida"},
                          {"Godric", "Gwendolyn", "Gilbert", "Griselda", "Gareth", "Ginevra"},
                          {"Hamlin", "Hildegard", "Hugh", "Hester", "Hector", "Heloise"},
                          {"Isolde", "Ivo", "Imelda", "Ingram", "Ida", "Isembard"},
                          {"Jocelyn", "Jasper", "Joan", "Jehan", "Juliana", "Jory"},
                          {"Kenelm", "Katelyn", "Kendrick", "Keziah", "Kit", "Kestrel"},
                          {"Leofric", "Lettice", "Lambert", "Linnet", "Lucan", "Lisette"},
                          {"Merrick", "Maud", "Mortimer", "Marian", "Magnus", "Mildred"},
                          {"Nigel", "Nesta", "Norbert", "Nell", "Neville", "Nyssa"},
                          {"Osric", "Odette", "Oswin", "Orabel", "Odo", "Oriel"},
                          {"Percival", "Petronella", "Piers", "Primrose", "Peregrine", "Pernel"},
                          {"Quentin", "Quenilda", "Quill", "Quinta", "Quenby", "Quince"},
                          {"Roland", "Rowena", "Reynard", "Rosamund", "Rufus", "Ragna"},
                          {"Sigmund", "Sybil", "Simon", "Seraphine", "Swithin", "Sabine"},
                          {"Tristan", "Tamsin", "Theobald", "Thomasina", "Tobias", "Tilda"},
                          {"Ulric", "Ursula", "Uther", "Una", "Urien", "Ulla"},
                          {"Vivian", "Viola", "Valentine", "Verity", "Vaughan", "Vesna"},
                          {"Walter", "Winifred", "Wystan", "Wren", "Wilfred", "Wynne"},
                          {"Xavier", "Xenia", "Xander", "Xanthe", "Xylia", "Xerxes"},
                          {"Yvain", "Yseult", "Yorick", "Yolanda", "Yestin", "Ygraine"},
                          {"Zachary", "Zelda", "Zephyr", "Zillah", "Zeno", "Zenobia"},
                      }},
                      professions_of({"baker", "bard", "blacksmith", "carpenter", "fisherman", "healer", "herbalist",
                                      "hunter", "innkeeper", "knight", "miller", "potter", "shepherd", "tailor", "weaver",
                                      "witch"})});
    themes.push_back({"station", "the crew of a space station: names from everywhere, station trades",
                      {{
                          {"Astra", "Axel", "Aiko", "Anders", "Ayana", "Atlas"},
                          {"Bex", "Bodhi", "Brin", "Bao", "Beatriz", "Bjorn"},
                          {"Cosmo", "Cass", "Celeste", "Chidi", "Cyra", "Corin"},
                          {"Dax", "Deja", "Dmitri", "Daria", "Darius", "Dalia"},
                          {"Elan", "Esme", "Ezra", "Eos", "Ekow", "Elara"},
                          {"Faye", "Fenix", "Farah", "Felipe", "Femi", "Freja"},
                          {"Gaia", "Gideon", "Galen", "Greer", "Goran", "Giulia"},
                          {"Halley", "Hiro", "Hadley", "Hasan", "Hoshi", "Hale"},
                          {"Io", "Ilya", "Indra", "Imani", "Ike", "Itzel"},
                          {"Juno", "Jax", "Jia", "Jove", "Jasmin", "Jiro"},
                          {"Kai", "Kesi", "Kenji", "Kael", "Kalinda", "Koa"},
                          {"Lyra", "Lux", "Lars", "Luna", "Leif", "Laila"},
                          {"Mira", "Mateo", "Mei", "Milan", "Mako", "Marisol"},
                          {"Nova", "Nico", "Niamh", "Nash", "Nuri", "Nalani"},
                          {"Orion", "Oona", "Odin", "Oksana", "Obi", "Orla"},
                          {"Pax", "Phoebe", "Pavel", "Pema", "Priya", "Perrin"},
                          {"Qadir", "Quinn", "Qiu", "Quade", "Qamar", "Quinlan"},
                          {"Rhea", "Ronan", "Rio", "Ravi", "Rigel", "Runa"},
                          {"Sol", "Sirius", "Suki", "Sasha", "Stellan", "Selene"},
                          {"Tycho", "Talia", "Tomas", "Thea", "Taro", "Tova"},
                          {"Ursa", "Umi", "Ulysses", "Uri", "Usha", "Ugo"},
                          {"Vega", "Vik", "Valeri", "Vesper", "Vito", "Veda"},
                          {"Wren", "Wyatt", "Wynn", "Wanjiru", "Wilhelmina", "Willow"},
                          {"Xeno", "Xyla", "Xian", "Xochi", "Xan", "Xara"},
                          {"Yuki", "Yannick", "Yara", "Yves", "Yasu", "Yolan"},
                          {"Zephyr", "Zia", "Zed", "Zuri", "Zinnia", "Zhen"},
                      }},
                      professions_of({"astronomer", "biologist", "botanist", "chemist", "commander", "cook", "engineer",
                                      "geologist", "mechanic", "medic", "miner", "navigator", "physicist", "pilot",
                                      "technician"})});
    return themes;
}

}  // namespace

const std::vector<std::string_view>& profession_names() {
    static const std::vector<std::string_view> names = [] {
        std::vector<std::string_view> singulars;
        for (const ProfessionWords& p : kProfessions) singulars.push_back(p.singular);
        return singulars;
    }();
    return names;
}

std::string profession_plural(int profession) {
    return std::string(kProfessions.at(static_cast<std::size_t>(profession)).plural);
}

int find_profession(std::string_view word) {
    for (const auto& [older, now] : kOlderSpellings) {
        if (word == older) return index_of(now);
    }
    return index_of(word);
}

const std::vector<CastTheme>& cast_themes() {
    static const std::vector<CastTheme> themes = make_themes();
    return themes;
}

std::string theme_choices() {
    std::string text;
    for (const CastTheme& theme : cast_themes()) text += (text.empty() ? "" : ", ") + std::string(theme.name);
    return text;
}

const CastTheme& cast_theme(std::string_view name) {
    const auto& themes = cast_themes();
    const auto it = std::find_if(themes.begin(), themes.end(), [&](const CastTheme& t) { return t.name == name; });
    if (it == themes.end()) throw std::invalid_argument("unknown theme '" + std::string(name) + "' (themes: " + theme_choices() + ")");
    return *it;
}

}  // namespace gridforge::deduce
